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
  accounts: {
    notAMember: 'This account is not one of yours.',
  },
  limits: {
    activeTracks: 'You have 15 active tracks, which is the maximum allowed.',
    dailyInvites: 'Daily invite limit reached. Try again tomorrow.',
  },
} as const;

export type AlertType = keyof typeof messages.alertTitles;
