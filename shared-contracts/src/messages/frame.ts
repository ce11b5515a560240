/** The shell's frame: the 404 page, remote areas, prompts and modals, release notes (spec 01 sections 2.7, 8). */
export const frameMessages = {
  notFoundPage: {
    title: '404 error',
    body: "Sorry, we can't find this page.",
    action: 'Go to the main page',
  },
  shell: {
    remoteFailed: (area: string) => `${area} could not be loaded.`,
    remoteFailedDetail: 'The rest of the page still works. Check your connection and try again.',
    remoteIncompatibleDetail:
      'This part of the page was built for another version of the platform. The rest of the page still works.',
    retry: 'Retry',
    notBuiltYet: (page: string) =>
      `${page} is not built yet. This placeholder stands where it will appear; nothing here is real data.`,
    loading: 'Loading…',
    /** A page the web server drew, whose app did not arrive when the visitor pressed a button (decision 0253). */
    drawnPageFailed: 'The page could not finish loading. Check your connection and press again.',
  },
  frame: {
    updateTitle: 'A new version is available',
    updateBody: 'Coachforge has been updated. Reload the page to use the new version.',
    offline: 'You are offline. Changes cannot be saved until the connection is back.',
    multipleTabsTitle: 'Multiple tabs',
    multipleTabsBody:
      'Coachforge is open in another tab with a different login. Multiple tabs with different logins are not supported: reload this tab or close it.',
    closeTab: 'Close',
    restrictedTitle: 'Restricted',
    restrictedBody:
      "This account's subscription is not active. Please contact the account owner to restore access.",
    gotItRestricted: 'Got It!',
    desktopTitle: 'Works better on desktop',
    profileCompletionTitle: 'Complete your profile',
    profileCompletionBody: 'Your coach uses your date of birth and gender to tailor your training.',
    profileCompletionLater: 'Later',
    desktopBody: 'This page is made for a larger screen. For the best experience, open it on a computer.',
    dontShowAgain: "Don't show again",
    gotIt: 'Got it',
  },
  releaseNotes: {
    close: 'Close',
    title: "What's New",
    empty: 'No release notes yet. New features will be announced here.',
    unavailable: 'Release notes are not available while your account is blocked.',
    unread: 'New',
    markRead: 'Mark as read',
    loadFailed: 'Release notes could not be loaded.',
    whatsNewTitle: 'Unread',
    nothingNew: "You're up to date: there is nothing new since you last looked.",
    markAllRead: 'Mark all as read',
    allTitle: 'All release notes',
    seeAll: "See what's new",
  },
} as const;
