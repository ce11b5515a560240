/** The coach's account pages and plan limits (spec 01 section 9, 03 section 8). */
export const coachAdminMessages = {
  tagManager: {
    invalid: 'Invalid code',
    saveFailed: 'Failed to save Google Tag Manager settings',
    saved: 'Google Tag Manager code was saved',
    removed: 'Google Tag Manager code was removed',
    ownerChanges: 'Only the owner of this account can change the Google Tag Manager code.',
  },
  coachAdmin: {
    loadFailed: 'This could not be loaded.',
    saveFailed: 'Your changes could not be saved. They are still in the form: please try again.',
    deleteAccountWarning:
      'Deleting your account removes your profile, the accounts you own, their programs and their files. It cannot be undone.',
  },
  limits: {
    activeTracks: 'You have 15 active tracks, which is the maximum allowed.',
    dailyInvites: 'Daily invite limit reached. Try again tomorrow.',
    unconfirmedInvites: 'Confirm your email address to send more invitations today.',
  },
} as const;
