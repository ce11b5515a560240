export { registerSettingsRoutes } from './settings-routes';
export { isKnownCountry, isKnownCurrency, isKnownState, localCurrencyOf } from './reference-data';
