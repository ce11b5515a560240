import type { TemplateKind } from '@coachforge/contracts';

/** The template library's lists: the account's days and all it may use, the presets, the HYROX ones. */
export type TemplateListRoute = 'workout_library_days' | 'workout_library_presets' | 'workout_library_hyrox';
/** The template library's single pages (decision 0172). */
export type TemplateEditorRoute =
  | 'workout_library_days_create'
  | 'workout_library_days_edit'
  | 'workout_library_presets_create'
  | 'workout_library_presets_edit'
  | 'workout_library_hyrox_create'
  | 'workout_library_hyrox_edit';

/** The kind a list shows: null shows every kind, the account's days first. */
export const kindOfList: Record<TemplateListRoute, TemplateKind | null> = {
  workout_library_days: null,
  workout_library_presets: 'preset',
  workout_library_hyrox: 'hyrox',
};

export const listLabels: Record<TemplateListRoute, string> = {
  workout_library_days: 'All templates',
  workout_library_presets: 'Presets',
  workout_library_hyrox: 'HYROX',
};
