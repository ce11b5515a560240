/** Sign-in, sign-up, confirmation, passwords, invitations and the personal account (spec 01 sections 4, 7, 8). */
export const onboardingMessages = {
  auth: {
    invalidCredentials: 'Invalid email or password.',
    emailTaken: 'This email address is already registered.',
    tooManyAttempts: 'Too many sign-in attempts. Try again in a few minutes.',
    tooManySignUps: 'Too many accounts were created from this network. Try again in an hour.',
    invalidClient: 'Unknown application.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    logoutAllAccounts: 'You will be logged out from all accounts.',
  },
  /** The sign-in page's words: the onboarding remote's page and the page the web server draws (0254). */
  signInPage: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgotPassword: 'Forgot your password?',
    newHere: 'New to Coachforge?',
    asCoach: 'Sign up as a coach',
    asClient: 'as a client',
    failedToLoad: 'Sign-in could not load. Check your connection and press Sign in again.',
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
    /** `subdomain` is where the login may sign in instead (decision 0185). */
    subdomainNoAccess: (subdomain: string) =>
      `Your login has no access rights on this address. Sign in at ${subdomain} instead, or contact support if you think this is a mistake.`,
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
    joinedProgram: 'You have joined the program. It is in your invites.',
    sent: (email: string) => `Invitation sent to ${email}.`,
    alreadyMember: 'This coach is already a member of the account.',
    onlyOwner: 'Only the owner of the account can invite coaches.',
    ownerStays: 'The owner of the account cannot be removed from it.',
    cancelled: 'The invitation is cancelled.',
    coachRemoved: (name: string) => `${name} no longer works in this account.`,
    notBusiness: 'Coaches can be invited only to a brand, gym or team account.',
    athleteSignUp: 'Create your client account to join the program.',
  },
} as const;
