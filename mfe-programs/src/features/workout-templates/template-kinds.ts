import type { TemplateKind } from '@coachforge/contracts';

/** How each kind of template is named where coaches choose one. */
export const templateKindLabels: Record<TemplateKind, string> = {
  day: 'Yours',
  preset: 'Preset',
  hyrox: 'HYROX',
};
