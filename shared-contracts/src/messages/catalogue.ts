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
    accountNameRequired: 'Name is required',
    birthdatePartRequired: 'Required',
    birthdateYearRange: (from: number, to: number) => `Year must be between ${from} and ${to}`,
    birthdateMonthRange: 'Month must be between 1 and 12',
    birthdateDayRange: 'Day must be between 1 and 31',
    birthdateDayOfMonth: 'This day does not exist in that month',
    birthdateFuture: 'Date of Birth cannot be in the future',
    birthdateTooOld: 'Date of Birth cannot be more than 100 years ago',
    birthdateMinAge: (min: number) => `You must be at least ${min} years old`,
    currentPasswordRequired: 'Current password is required',
    tokenRequired: 'The link is incomplete. Please use the link from your email again.',
    accountTypeInvalid: 'Account type must be brand, gym or team',
    programRequired: 'Program is required',
    answerTooLong: (max: number) => `Must be at most ${max} characters`,
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
  account: {
    confirmed: 'Your email address is confirmed. Please sign in.',
    confirmationFailed:
      'This confirmation link is not valid or has expired. Please sign in to get a new one.',
    resetRequested: 'If an account exists for this email address, we have sent a link to reset the password.',
    resetTokenInvalid: 'This password reset link is not valid or has expired. Please ask for a new one.',
    passwordReset: 'Your password has been reset. Please sign in with your new password.',
    passwordChanged: 'Your password has been changed',
    currentPasswordWrong: 'The current password is not correct.',
    tooManyResetRequests: 'Too many password reset requests. Try again in a few minutes.',
    profileSaved: 'Saved Changes',
    readyToGo: 'You are ready to go!',
    subdomainNoAccess: (subdomain: string) =>
      `You have no access rights to ${subdomain}. Sign in there instead, or contact support if you think this is a mistake.`,
    coachEmailInProgram:
      'This email address belongs to a coach account. Coaches cannot join programs as clients: please use a different email address for your client account.',
    avatarTypeInvalid: 'The picture must be a JPEG, PNG, GIF or WebP image.',
    avatarTooLarge: (megabytes: number) => `The picture must be at most ${megabytes} MB.`,
    avatarMissing: 'Choose a picture to upload.',
    deleteRefusedBalance: 'Your account cannot be deleted while it has an outstanding balance.',
    deleteRefusedSubscriptions:
      'Your account cannot be deleted while clients have active subscriptions to your programs. Cancel them first.',
    accountDeleted: 'Your account has been deleted.',
    stripeUnknownSource: 'This payments set-up link is not valid.',
  },
  invitations: {
    notFound: 'This invitation is not valid or has expired.',
    wrongEmail:
      'This invitation was sent to a different email address. Sign in with that address to accept it.',
    accepted: (account: string) => `You have joined ${account}.`,
    sent: (email: string) => `Invitation sent to ${email}.`,
    alreadyMember: 'This coach is already a member of the account.',
    onlyOwner: 'Only the owner of the account can invite coaches.',
    notBusiness: 'Coaches can be invited only to a brand, gym or team account.',
    athleteSignUp: 'Create your client account to join the program.',
  },
  limits: {
    activeTracks: 'You have 15 active tracks, which is the maximum allowed.',
    dailyInvites: 'Daily invite limit reached. Try again tomorrow.',
  },
} as const;

export type AlertType = keyof typeof messages.alertTitles;
