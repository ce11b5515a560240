/** The coach's account pages and plan limits (spec 01 section 9, 03 section 8). */
export const coachAdminMessages = {
  tagManager: {
    invalid: 'Invalid code',
    saveFailed: 'Failed to save Google Tag Manager settings',
    saved: 'Google Tag Manager code was saved',
  },
  limits: {
    activeTracks: 'You have 15 active tracks, which is the maximum allowed.',
    dailyInvites: 'Daily invite limit reached. Try again tomorrow.',
    unconfirmedInvites: 'Confirm your email address to send more invitations today.',
  },
} as const;
