export { registerSettingsRoutes } from './settings-routes';
export { isKnownCountry, isKnownCurrency, isKnownState } from './reference-data';
