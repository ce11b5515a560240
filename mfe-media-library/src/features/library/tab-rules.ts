import { PRODUCT_LIBRARY, messages, type MediaOwner } from '@coachforge/contracts';

/** Tab values as the spec names them: files (My Library), hyrox, and the product library. */
export type LibraryTab = 'files' | 'hyrox' | typeof PRODUCT_LIBRARY.owner;

export const ADD_MEDIA_TAB_KEY = 'coachforge.media-library.add-media-tab';

export interface TabContext {
  mode: 'add' | 'upload';
  isCoach: boolean;
  isAccountOwner: boolean;
  hyroxAccess: boolean;
  hyroxTemplate: boolean;
}

export const tabLabel = (tab: LibraryTab) =>
  tab === 'files'
    ? messages.media.tabs.files
    : tab === 'hyrox'
      ? messages.media.tabs.hyrox
      : PRODUCT_LIBRARY.label;

export const ownerOfTab = (tab: LibraryTab): MediaOwner => (tab === 'files' ? 'current' : tab);

/** Which tabs are offered (spec 03 sections 4.7 and 6). */
export function availableTabs(context: TabContext): LibraryTab[] {
  const tabs: LibraryTab[] = [];
  const hideFiles = context.isCoach && context.hyroxTemplate && context.hyroxAccess;
  if (!hideFiles) tabs.push('files');
  const hyrox =
    context.mode === 'upload' ? context.hyroxAccess && context.isAccountOwner : context.hyroxAccess;
  if (hyrox) tabs.push('hyrox');
  if (context.mode === 'add' && context.isCoach) tabs.push(PRODUCT_LIBRARY.owner);
  return tabs;
}

/**
 * The tab to open on: the saved one, unless it is the product library for a non-coach or HYROX
 * without access (then files); a coach opening a HYROX template with access starts on hyrox when
 * nothing or files was saved.
 */
export function initialTab(saved: string | null, context: TabContext): LibraryTab {
  const tabs = availableTabs(context);
  let tab: string | null = saved;
  if (tab === PRODUCT_LIBRARY.owner && !context.isCoach) tab = 'files';
  if (tab === 'hyrox' && !context.hyroxAccess) tab = 'files';
  if (context.isCoach && context.hyroxTemplate && context.hyroxAccess && (!tab || tab === 'files'))
    tab = 'hyrox';
  return tabs.includes(tab as LibraryTab) ? (tab as LibraryTab) : tabs[0]!;
}

/** The add block (video link and upload) shows on the personal library, and on HYROX for an owner with access. */
export function mayAddTo(tab: LibraryTab, context: TabContext): boolean {
  if (tab === 'files') return true;
  if (tab === 'hyrox') return context.isAccountOwner && context.hyroxAccess;
  return false;
}
