/** Design constants the spec gives (spec 01 section 9, spec 03 sections 5 and 9). */

/** The account's theme colour is shown darker by 7.5 and lighter by 60 percentage points of lightness. */
export const THEME_DARKEN_PERCENT = 7.5;
export const THEME_LIGHTEN_PERCENT = 60;

/** Avatars: 48 px by default; initials are 0.45 of the avatar's size. */
export const AVATAR_DEFAULT_SIZE_PX = 48;
export const AVATAR_INITIAL_SCALE = 0.45;

/** Multiselect menu: 32 px options, 16 px padding, 9 options visible before it scrolls. */
export const MULTISELECT_LAYOUT = { optionHeightPx: 32, menuPaddingPx: 16, visibleOptions: 9 } as const;

/** Age range filter bounds (spec 03 section 5). */
export const AGE_RANGE_BOUNDS = { min: 13, max: 99 } as const;

/** Date range shortcuts; `all` is offered only where a screen allows an unbounded range. */
export const DATE_RANGE_SHORTCUTS = ['1d', '1w', '1m', '1y', '6mo', 'mtd', 'qtd', 'all'] as const;
export type DateRangeShortcut = (typeof DATE_RANGE_SHORTCUTS)[number];
/** The range a date range picker starts with: the last month. */
export const DEFAULT_DATE_RANGE_SHORTCUT: DateRangeShortcut = '1m';

/** Luxon formats: dates sent to the server, and the two display formats. */
export const DATE_FORMATS = {
  server: 'yyyy-MM-dd',
  long: 'd MMMM yyyy',
  short: 'dd MMM, yyyy',
} as const;
