/** Business constants and limits of spec 01 section 9. */
export const API_VERSION = '3';
export const ERROR_TOAST_MS = 5000;
export const RELEASE_NOTE_DEBOUNCE_MS = 1000;
export const BIRTHDATE_AUTOSAVE_MS = 200;
export const PLATFORM_FEE_PERCENT = 5;
/**
 * What of the platform's fee goes back when `refunded` of a payment of `amount` is refunded: in proportion,
 * rounded to a whole minor unit, all of it for a whole refund (decision 0177). The provider keeps its fee.
 * transaction-repository.ts's monthly SQL writes the same rule.
 */
export const platformFeeBackOf = (platformFee: number, amount: number, refunded: number): number =>
  Math.round((platformFee * refunded) / amount);
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
/**
 * The profile completion modal waits this long after the account was created (spec 01 sections 4 and 9:
 * "14 days expressed in hours"), so a new client first meets their program, not a form.
 */
export const PROFILE_UPDATE_DELAY_HOURS = 14 * 24;
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

/** Programs (spec 02 sections 5 and 9); values the spec leaves open are decided in docs/decisions/0046. */
export const MAX_PRICE_OPTIONS = 8;
export const MAX_EMAIL_INVITES = 20;
export const FREE_PLAN_DOWNLOADS_PER_PROGRAM = 5;
export const FAILED_PAYMENT_RETRY_DAYS = 7;
export const MEMBERSHIP_LOOK_AHEAD_DAYS = 7;
export const NEEDS_TRAINING_UNDER_DAYS = 3;
/** A fixed program shows "N days left" as a warning from this many days before its end. */
export const FIXED_ENDING_SOON_DAYS = 7;
/** Price amounts are in minor units (cents) of the account's currency. */
export const PRICE_MIN_AMOUNT = 100;
export const PRICE_MAX_AMOUNT = 1_000_000;
export const PROGRAM_TITLE_MAX_LENGTH = 100;
export const PROGRAM_URL_MAX_LENGTH = 50;
/** Characters of the description's HTML as stored (after sanitising). */
export const PROGRAM_DESCRIPTION_MAX_LENGTH = 20_000;
export const WELCOME_MESSAGE_MAX_LENGTH = 2_000;
export const WAIVER_TEXT_MAX_LENGTH = 20_000;
export const PRICE_MESSAGE_MAX_LENGTH = 2_000;
export const MAX_MESSAGE_ATTACHMENTS = 10;
export const MAX_WAIVER_ATTACHMENTS = 10;
/** Files a program's page lists under Attachments (decision 0220). */
export const MAX_PROGRAM_ATTACHMENTS = 20;
export const MAX_ALLOWED_EMAILS = 500;
export const MAX_SESSIONS_PER_DAY = 10;
export const MAX_TRIAL_DAYS = 90;
/** Training visibility in days ahead; null means unlimited (the marketing range is 1 to 30). */
export const MAX_TRAINING_VISIBILITY_DAYS = 30;
export const MAX_FIXED_WEEKS = 104;
export const MAX_AVERAGE_DURATION_MINUTES = 600;
export const MAX_BUFFER_WEEKS = 3;
/** The public page's cover moves at this share of the scroll on a phone (spec 02 section 9). */
export const COVER_PARALLAX_FACTOR = 0.45;
/** The card form's express wallet buttons (spec 02 section 9: "40 px buttons"; decision 0221). */
export const WALLET_BUTTON_HEIGHT_PX = 40;
export const PROGRAM_SEARCH_MAX_LENGTH = 100;

/**
 * Hosted videos are streamed in several qualities: renditions at these heights, below the original's,
 * then the original itself (decision 0108).
 */
export const VIDEO_RENDITION_HEIGHTS = [360, 540, 720] as const;
/** "Video player default quality 2." (spec 03 §9): the third quality, counted from the lowest. */
export const VIDEO_PLAYER_DEFAULT_QUALITY = 2;
