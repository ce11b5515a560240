import { cookieConsentValue, readCookieConsent } from './cookie-consent';

test.each`
  header                                         | consent
  ${undefined}                                   | ${null}
  ${'theme=dark'}                                | ${null}
  ${'cf_cookie_consent=none'}                    | ${{ preferences: false, analytics: false }}
  ${'a=1; cf_cookie_consent=preferences; b=2'}   | ${{ preferences: true, analytics: false }}
  ${'cf_cookie_consent=preferences%2Canalytics'} | ${{ preferences: true, analytics: true }}
  ${'cf_cookie_consent=analytics,preferences'}   | ${{ preferences: true, analytics: true }}
`('the cookie header $header reads as $consent', ({ header, consent }) => {
  expect(readCookieConsent(header)).toEqual(consent);
});

test('a consent written and read again is the same consent', () => {
  for (const preferences of [true, false])
    for (const analytics of [true, false]) {
      const value = cookieConsentValue({ preferences, analytics });
      expect(readCookieConsent(`cf_cookie_consent=${value}`)).toEqual({ preferences, analytics });
    }
});
