/**
 * Every text the platform shows that the spec names, once. The API and the browser import these;
 * nobody restates them.
 */
export const messages = {
  http: {
    unauthorized: 'Access is denied. Try to reload the page.',
    notFound: 'Not Found',
    forbidden: 'Forbidden: Access is denied',
    blocked: 'Access is denied',
    requestFailed: 'Request failed',
  },
  alertTitles: {
    warn: 'Warning!',
    info: 'Info message!',
    congrats: 'Congrats!',
    error: 'Whoops!',
  },
  notFoundPage: {
    title: '404 error',
    body: "Sorry, we can't find this page.",
    action: 'Go to the main page',
  },
  validation: {
    emailInvalid: 'Please enter a valid email address.',
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    passwordMin: (min: number) => `Password must be at least ${min} characters`,
    passwordsIdentical: 'Passwords must be identical.',
    firstNameRequired: 'First Name is required',
    lastNameRequired: 'Last Name is required',
    countryRequired: 'Country is required',
    nameRequired: 'Name is required',
    nameTooLong: (max: number) => `Must be fewer than ${max} characters`,
    nameForbiddenCharacters: 'Must not contain any of / | \\ + = @ : < > ? ; .',
    birthdateInvalid: 'Please provide a valid Date of Birth.',
    termsRequired: 'You must agree before submitting.',
    deleteConfirmation: 'Please type DELETE to confirm',
    tagManagerInvalid: 'Invalid code',
    tooLong: (max: number) => `Must be at most ${max} characters`,
    roleInvalid: 'Role must be coach or client',
    wrongType: (expected: string) => `Must be ${expected}`,
  },
  auth: {
    invalidCredentials: 'Invalid email or password.',
    emailTaken: 'This email address is already registered.',
    tooManyAttempts: 'Too many sign-in attempts. Try again in a few minutes.',
    invalidClient: 'Unknown application.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    logoutAllAccounts: 'You will be logged out from all accounts.',
  },
  profile: {
    saved: 'Saved Changes',
    readyToGo: 'You are ready to go!',
  },
  password: {
    changed: 'Your password has been changed',
  },
  tagManager: {
    invalid: 'Invalid code',
    saveFailed: 'Failed to save Google Tag Manager settings',
    saved: 'Google Tag Manager code was saved',
  },
  api: {
    versionRequired: 'The API-Version: 3 header is required.',
    malformedBody: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    invalidRequest: 'The request is not valid.',
    routeNotFound: 'Not Found',
    internal: 'Something went wrong on our side. Please try again.',
  },
  shell: {
    remoteFailed: (area: string) => `${area} could not be loaded.`,
    retry: 'Retry',
    notBuiltYet: (page: string) =>
      `${page} is not built yet. This placeholder stands where it will appear; nothing here is real data.`,
    loading: 'Loading…',
  },
  media: {
    uploadTitle: 'Upload media',
    addTitle: 'Add media',
    tabs: { files: 'My Library', hyrox: 'HYROX' },
    fileTooBig: (filesize: number, maxFilesize: number) =>
      `File is too big (${filesize}Mb). Max filesize: ${maxFilesize}Mb.`,
    timeout: 'Timeout error',
    stillProcessing:
      'This video has recently been uploaded and is still processing. Depending on the size it can take several minutes to process. Please try again later.',
    noPreview: 'No preview',
    limitReached: 'Maximum number of resources added',
    unsavedChanges: 'There are unsaved changes. Do you want to leave anyway?',
    videoLinkRequired: 'Please enter a video link.',
    videoLinkInvalid: 'Only YouTube and Vimeo links can be added.',
    signatureInvalid: 'The upload link is not valid.',
    signatureExpired: 'The upload link has expired. Please try again.',
    sizeMismatch: 'The file is not the size that was announced.',
    typeMismatch: 'The file content does not match its type.',
    typeForbidden: 'This type of file cannot be uploaded.',
    uploadMissing: 'The upload has not arrived yet.',
    notFound: 'Media not found',
    notDeletable: 'Only media added by your account can be deleted.',
    hyroxForbidden: 'Only an account owner with HYROX access can add to the HYROX library.',
    filterTitle: 'Filter',
    clear: 'Clear',
    applyFilter: 'Apply Filter',
    showAll: 'Show all',
    showLess: 'Show less',
    hyroxNote: 'Media uploaded to My Library can be shared with your HYROX challenges from the HYROX tab.',
  },
  limits: {
    activeTracks: 'You have 15 active tracks, which is the maximum allowed.',
    dailyInvites: 'Daily invite limit reached. Try again tomorrow.',
  },
} as const;

export type AlertType = keyof typeof messages.alertTitles;
