export { createCookieConsentStore, type CookieConsentStore } from './cookie-consent-store';
export { CookieSettingsDialog } from './cookie-settings-dialog';
export { useStoreValue } from './use-store-value';
