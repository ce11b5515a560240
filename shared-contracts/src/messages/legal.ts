/** The legal pages (spec 01 section 1). */
export const legalMessages = {
  legal: {
    termsTitle: 'Terms of use',
    privacyTitle: 'Privacy policy',
    cookiesTitle: 'Cookie policy',
    cookieSettings: 'Cookie settings',
    cookieSettingsIntro:
      'Necessary cookies keep you signed in and are always on. Choose which others Coachforge may use.',
    cookieNecessary: 'Necessary (always on)',
    cookiePreferences: 'Preferences: remember your choices and let you chat to our team',
    cookieAnalytics: 'Analytics: let coaches measure visits to their public pages',
    cookieSaved: 'Your cookie settings are saved.',
    supportChatNeedsConsent: 'Chatting to our team needs preference cookies. Turn them on to continue.',
    dataSecurityTitle: 'Data security',
    comingSoon: 'Coming soon.',
    forCoaches: 'For coaches',
    forClients: 'For clients',
    termsCoaches: [
      'Coaches sell programs to their clients through Coachforge. Coachforge charges a 5% fee on each client payment; the card payment provider charges its own separate fee.',
      'The FREE plan serves up to 5 clients; the PROFESSIONAL plan serves more clients and adds features. New coach accounts start with a free trial.',
    ],
    termsClients: [
      'Clients buy or subscribe to programs from their coach. The coach, not Coachforge, is responsible for the program content.',
      'Subscriptions renew until cancelled; a cancelled subscription stays available until the end of the period paid for.',
    ],
    liabilityHeading: 'Liability',
    liability:
      'Our liability is limited to the lesser of the fees paid to us in the previous 12 months or 100 pounds.',
    privacyCoaches: [
      'We keep your account, your programs and the records of your sales to run the platform and pay you.',
    ],
    privacyClients: [
      'We keep your account, your purchases and the training data you record so that your coach can coach you.',
    ],
    retentionHeading: 'How long we keep data, and your requests',
    retention: 'Financial records are kept for 7 years, as the law requires.',
    dataRequests: 'Requests to see, correct or delete your data are answered within 30 days.',
    cookiesHeading: 'Cookies we use',
    cookies: [
      'One necessary cookie keeps you signed in. It cannot be read by the page and is sent only to the sign-in service.',
      'Preference cookies are set only with your consent.',
    ],
  },
} as const;
