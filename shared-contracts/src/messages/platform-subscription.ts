/** The platform subscription pages and the API's answers about them (spec 01 sections 3, 4 and 9). */
export const platformSubscriptionMessages = {
  platformSubscription: {
    ownerOnly: 'Only the owner of this account can change its plan.',
    planRunning: 'This account already has a PROFESSIONAL plan: upgrade or downgrade it instead.',
    noPaidPlan: 'This account has no running PROFESSIONAL plan.',
    notAnUpgrade: 'Choose a band with more clients than your current plan to upgrade.',
    notADowngrade: 'Choose FREE or a band with fewer clients than your current plan to downgrade.',
    cardNeeded: 'Add a card to pay for the PROFESSIONAL plan.',
    cardUnknown: 'This card could not be found. Please enter it again.',
    paymentOwed: 'Your last payment failed. Update your card to pay what is owed first.',
    tooManyClients: (active: number, max: number) =>
      `You have ${active} active clients; this plan takes up to ${max}. End some subscriptions before downgrading.`,
    extraCoaches: (coaches: number) =>
      `Your account has ${coaches} extra ${coaches === 1 ? 'coach' : 'coaches'}; the FREE plan has none. Remove them before downgrading.`,
    alreadyCancelled: 'This plan is already cancelled.',
    nothingToResume: 'There is nothing to resume: the plan is running and nothing is scheduled.',
    alreadyAnnual: 'This plan is already billed annually.',
    invoiceNotFound: 'This invoice was not found.',
    authenticationPending: 'Your bank asks you to confirm this payment.',
    changedTo: (plan: string) => `Your plan is now ${plan}.`,
    downgradeScheduled: (plan: string, date: string) => `Your plan moves to ${plan} on ${date}.`,
    cancelScheduled: (date: string) => `Your plan is cancelled. You keep it until ${date}.`,
    resumed: 'Your plan continues as before.',
    annualStarted: 'Your plan is now billed annually.',
    overBand: (max: number) =>
      `Your PROFESSIONAL plan includes up to ${max} clients. Move to a bigger band to take on more.`,
  },
} as const;
