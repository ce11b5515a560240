/** The coach's account pages and plan limits (spec 01 section 9, 03 section 8). */
export const coachAdminMessages = {
  /** Zapier and automations (docs/decisions/0178-automations-api.md). */
  automations: {
    title: 'Zapier and automations',
    intro:
      'Connect Zapier, or any automation service, to your account: it is told when you get a new client, a new purchase or a cancelled subscription.',
    keyMissing: 'This account has no API key yet. Create one to connect an automation service.',
    keyMissingHeader: 'The API key is missing or not valid.',
    planRequired: 'Zapier and automations need the PROFESSIONAL plan.',
    ownerOnly: 'Only the owner of this account can manage its API key and hooks.',
    targetUrlInvalid: 'The target URL must be an http or https web address.',
    targetUrlPrivate: 'The target URL must be a public web address.',
    eventInvalid: 'The event must be new_client, new_purchase or cancelled_subscription.',
    tooManyHooks: (max: number) => `An account can have at most ${max} hooks.`,
    hookNotFound: 'Hook not found',
    zapierAccountInvalid: 'Say whether clients join through your automation service: true or false.',
    zapierAccountLabel: 'Clients join and pay through my automation service',
    zapierAccountHint:
      'Your programs then take no purchases here, and clients manage their subscriptions with you. They can cancel here only while a cancelled-subscription hook is connected.',
    zapierAccountSaved: (on: boolean) =>
      on ? 'Clients now join through your automation service.' : 'Clients now buy your programs here.',
    createKey: 'Create API key',
    rotateKey: 'Rotate API key',
    revokeKey: 'Revoke API key',
    rotateConfirm:
      'Rotating creates a new key and the current one stops working at once. Your automation service must be connected again with the new key.',
    revokeConfirm:
      'Revoking stops the key at once and removes every subscribed hook: nothing more is sent to your automation service.',
    keyShownOnce: 'Copy this key now: it will not be shown again.',
    keyEnding: (last4: string) => `Key ending in ${last4}`,
    copyFailed: 'The key could not be copied. Select it and copy it by hand.',
    keyCreated: 'The API key was created',
    keyRevoked: 'The API key was revoked',
    hooksTitle: 'Subscribed hooks',
    noHooks:
      'No hooks are subscribed yet. They appear here when an automation service connects with your key.',
    neverDelivered: 'Nothing sent yet',
    signingTitle: 'Signing secret',
    signingHelp:
      'Every delivery carries the headers X-Coachforge-Timestamp and X-Coachforge-Signature. To check that it came from us, compute the HMAC-SHA256 of the timestamp, a dot and the raw body with this secret, and compare its hex digest with the signature after "sha256=". Refuse deliveries older than 5 minutes.',
  },
  tagManager: {
    invalid: 'Invalid code',
    saveFailed: 'Failed to save Google Tag Manager settings',
    saved: 'Google Tag Manager code was saved',
    removed: 'Google Tag Manager code was removed',
    ownerChanges: 'Only the owner of this account can change the Google Tag Manager code.',
  },
  /** The coach's public page and storefront (spec 01 section 2.4, spec 02 section 2). */
  publicPage: {
    notFound: 'This page does not exist.',
    ownerEdits: 'Only the owner of this account can edit its public page.',
    saved: 'Your public page was saved',
    about: 'About',
    programs: 'Programs',
    coaches: 'Coaches',
    seeAllPrograms: 'See all programs',
    seeAllCoaches: 'See all coaches',
    noPrograms: 'No programs on sale here yet.',
    fewPrograms: (count: number) =>
      `Your storefront shows ${count === 0 ? 'no programs' : count === 1 ? 'one program' : `${count} programs`}. We recommend at least 2: publish a public program with storefront visibility on.`,
    free: 'Free',
    owner: 'Owner',
    edit: 'Edit page',
    preview: 'Preview',
    shortLink: 'Your short link',
    back: 'Back to the page',
    defaultDescription: (name: string) => `Online coaching programs by ${name}.`,
  },
  coachAdmin: {
    /** coach_blocked: why the account is blocked and the way out (spec 01 sections 2.3 and 4). */
    blocked: {
      reasons: {
        purchaseFailed: 'Your last platform payment failed, so your account is paused until it is paid.',
        cancelled: 'Your plan was cancelled, so your account is paused.',
        trialExpired: 'Your free trial has ended.',
        empty: 'Your account has no plan yet.',
        overLimit: (active: number, max: number) =>
          `You have ${active} active clients and your plan takes ${max}.`,
      },
      payNow: 'Update payment',
      resume: 'Resume your plan',
      choose: 'Choose your plan',
      askOwner: (name: string, email: string) =>
        `Only the account owner can change its plan. Ask ${name} (${email}) to renew it.`,
      askOwnerUnknown: 'Only the account owner can change its plan. Ask them to renew it.',
    },
    /** Tax activation (spec 01 sections 4 and 7; docs/decisions/0206). */
    tax: {
      intro: 'Collect sales tax on what your clients pay, added at checkout where their country asks for it.',
      switchLabel: 'Collect tax on my sales',
      states: {
        normal: 'Tax collection is off.',
        in_progress:
          'Tax collection starts once your payment account can take payments. Finish setting it up under Payouts.',
        activated: 'Tax collection is on.',
      },
      turnedOn: 'Tax collection was turned on.',
      turnedOff: 'Tax collection was turned off.',
      ownerOnly: (owner: string) =>
        `Only the account owner${owner ? `, ${owner},` : ''} can change tax collection.`,
    },
    loadFailed: 'This could not be loaded.',
    saveFailed: 'Your changes could not be saved. They are still in the form: please try again.',
    deleteAccountWarning:
      'Deleting your account removes your profile, the accounts you own, their programs and their files. It cannot be undone.',
  },
  /** The dashboard's transactions and refunds (spec 02 sections 4 and 9; decision 0164). */
  transactions: {
    notFound: 'Transaction not found',
    alreadyRefunded: 'This payment was already refunded. A payment can be refunded only once.',
    refundAmountInvalid: 'Enter an amount greater than zero',
    refundTooMuch: (most: string) => `You can refund at most ${most}, what the client paid.`,
    partlyRefunded: (refunded: string, paid: string) => `Refunded ${refunded} of ${paid}`,
    refundFailedByProvider: 'The refund failed: nothing went back to the client. You can refund it again.',
    notRefundable: 'Only a payment that went through can be refunded.',
    refundFailed: 'The refund could not be made. Nothing was refunded; please try again.',
    refunded: (client: string) => `The payment was refunded to ${client}.`,
    refundQuestion: (amount: string, client: string) =>
      `Refund ${amount} to ${client}? The whole payment goes back to the client and it cannot be undone.`,
    partialRefundQuestion: (paid: string, client: string) =>
      `${client} paid ${paid}. Refund all of it or a part: a payment can be refunded only once, and it cannot be undone.`,
    refundNote:
      'A payment can be refunded once, for all or part of its amount. Refunds take up to 10 days to reach the client.',
    empty: 'No transactions yet. Payments from your clients will show here.',
    emptyFiltered: 'No transactions match these filters.',
    exportFailed: 'The export could not be made. Please try again.',
  },
  /** Payouts (spec 02 section 9), in the words a coach reads. */
  payouts: {
    empty: 'No payouts yet. Your first payout follows your first sale.',
    weekly: 'Payouts are made weekly, on Wednesdays.',
    bankAccount: 'Add a bank account within 21 days of your first sale.',
    salesHeld: 'The payment provider holds each sale for up to 7 days before it can be paid out.',
    refunds: 'Refunds take up to 10 days to reach the client.',
    failedRefundFee: 'A fee of $15 may be charged when a refund fails.',
    standardAccount:
      'Your payouts and bank details are managed in your payment provider account. Open it to see your payouts.',
    notConnected: 'Connect your payment provider to take payments and receive payouts.',
    pending: 'Your payment provider account needs more information before it can take payments.',
    connected: 'Your payment provider account takes payments and pays out to your bank.',
    connect: 'Connect payment provider',
    continueOnboarding: 'Continue onboarding',
    ownerOnly: 'Only the owner of this account can see its payouts.',
  },
  limits: {
    activeTracks: 'You have 15 active tracks, which is the maximum allowed.',
    dailyInvites: 'Daily invite limit reached. Try again tomorrow.',
    unconfirmedInvites: 'Confirm your email address to send more invitations today.',
  },
} as const;
