import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_DAYS,
  cookieConsentValue,
  readCookieConsent,
  type CookieConsent,
} from '@coachforge/contracts';
import { BehaviorSubject, type Observable } from 'rxjs';

/** The visitor's cookie consent and whether its settings are open: one per page, shared by the frame. */
export interface CookieConsentStore {
  consent$: Observable<CookieConsent | null>;
  current(): CookieConsent | null;
  save(consent: CookieConsent): void;
  settingsOpen$: Observable<boolean>;
  openSettings(): void;
  closeSettings(): void;
}

/** Kept in a first-party cookie (not web storage) so the page server can honour it as well. */
export function createCookieConsentStore(doc: Pick<Document, 'cookie'> = document): CookieConsentStore {
  const consent = new BehaviorSubject(readCookieConsent(doc.cookie));
  const open = new BehaviorSubject(false);
  return {
    consent$: consent.asObservable(),
    current: () => consent.value,
    save(next) {
      const maxAge = COOKIE_CONSENT_MAX_AGE_DAYS * 24 * 3600;
      doc.cookie = `${COOKIE_CONSENT_COOKIE}=${encodeURIComponent(cookieConsentValue(next))}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
      consent.next(next);
    },
    settingsOpen$: open.asObservable(),
    openSettings: () => open.next(true),
    closeSettings: () => open.next(false),
  };
}
