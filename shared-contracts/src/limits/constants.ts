/** Business constants and limits of spec 01 section 9. */
export const API_VERSION = '3';
export const ERROR_TOAST_MS = 5000;
export const RELEASE_NOTE_DEBOUNCE_MS = 1000;
export const BIRTHDATE_AUTOSAVE_MS = 200;
export const PLATFORM_FEE_PERCENT = 5;
export const FREE_PLAN_MAX_CLIENTS = 5;
export const COACH_TRIAL_DAYS = 30;
export const PROFESSIONAL_BANDS = [5, 10, 25, 50, 75] as const;
export const MAX_ACTIVE_TRACKS = 15;
export const MIN_SIGN_UP_AGE = 13;
export const PASSWORD_MIN_LENGTH = 6;
/** Generous upper bounds so hostile input is refused at the edge (not in the spec). */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const PERSON_NAME_MAX_LENGTH = 50;
export const MOBILE_MAX_WIDTH_PX = 797.98;
export const BREAKPOINTS_PX = { small: 575, large: 991.98 } as const;

export const DEFAULT_THEME_COLORS = {
  primary_color: '#389840',
  primary_contrast_color: '#ffffff',
  secondary_color: '#f5fbf5',
  secondary_contrast_color: '#22242f',
  system_text_color: '#389840',
} as const;

/** Birthdate control (spec 01 section 5). */
export const BIRTHDATE_MIN_AGE = 18;
export const PROFILE_MODAL_MIN_AGE = 16;
export const BIRTHDATE_MAX_YEARS = 100;
/** Tag manager container id (spec 01 section 5). */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{5,10}$/;
/** Not in the spec: how long mailed links stay valid, and how many coach invitations an account sends a day. */
export const CONFIRMATION_TOKEN_HOURS = 72;
export const RESET_PASSWORD_TOKEN_HOURS = 2;
export const INVITATION_TOKEN_DAYS = 14;
export const DAILY_INVITE_LIMIT = 20;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const REGISTRATION_STEP_FINAL = 'questions';
/**
 * Local-storage keys whose name starts with this hold a coach's saved program filters; switching
 * account forgets them (spec 03 section 7; see forgetSavedProgramFiltersOnAccountSwitch).
 */
export const PROGRAM_FILTERS_STORAGE_PREFIX = 'coachforge.programFilters';
