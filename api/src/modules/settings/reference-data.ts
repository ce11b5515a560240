import {
  isSupportedCurrency,
  SUPPORTED_CURRENCIES,
  type Country,
  type CountryState,
  type Settings,
} from '@coachforge/contracts';
import * as countryModule from 'country-state-city/lib/cjs/country.js';
import { getStatesOfCountry } from 'country-state-city/lib/cjs/state.js';

/**
 * The package's entry also loads every city of the world (about 50 MB held for the life of the process,
 * `pnpm bench api`); countries and states are read from their own modules. The country module is CommonJS
 * with only a default export, which Node's loader and the test transform unwrap one level apart.
 */
type CountryModule = typeof countryModule.default;
const Countries: CountryModule =
  (countryModule.default as CountryModule & { default?: CountryModule }).default ?? countryModule.default;

/**
 * Countries Stripe Connect can pay out to (stripe.com/global, as of 2025). No maintained package
 * publishes this list; it changes rarely and belongs to the payment provider, so it is kept here.
 */
const PAYOUT_COUNTRIES = [
  'AE',
  'AT',
  'AU',
  'BE',
  'BG',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IT',
  'JP',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'TH',
  'US',
];

/** Tax registrations a coach can declare when tax collection is on (Stripe Tax's registration kinds). */
const TAX_TYPES = [
  { code: 'vat', name: 'VAT' },
  { code: 'gst', name: 'GST' },
  { code: 'hst', name: 'HST' },
  { code: 'pst', name: 'PST' },
  { code: 'qst', name: 'QST' },
  { code: 'sales_tax', name: 'Sales tax' },
];

/** GB and US first, then by name (spec 01 section 9). */
const FIRST = ['GB', 'US'];

let cachedCountries: Country[] | undefined;

export function countries(): Country[] {
  cachedCountries ??= Countries.getAllCountries()
    .map((country) => ({
      code: country.isoCode,
      name: country.name,
      country_phone_code: country.phonecode.replace(/^\+/, ''),
      // Only currencies the platform can charge in are offered (decision 0140).
      local_currencies: country.currency && isSupportedCurrency(country.currency) ? [country.currency] : [],
    }))
    .sort((a, b) => {
      const rank = (code: string) => (FIRST.includes(code) ? FIRST.indexOf(code) : FIRST.length);
      return rank(a.code) - rank(b.code) || a.name.localeCompare(b.name);
    });
  return cachedCountries;
}

export const isKnownCountry = (code: string) => countries().some((country) => country.code === code);

export function statesOf(countryCode: string): CountryState[] {
  return getStatesOfCountry(countryCode).map((state) => ({ code: state.isoCode, name: state.name }));
}

export const isKnownState = (countryCode: string, stateCode: string) =>
  statesOf(countryCode).some((state) => state.code === stateCode);

export const isKnownCurrency = (code: string) => isSupportedCurrency(code);

/** The currency a country's people pay in, when the platform supports it. */
export function localCurrencyOf(countryCode: string | null): string | null {
  if (!countryCode) return null;
  return countries().find((country) => country.code === countryCode)?.local_currencies[0] ?? null;
}

/** The reference data; states for one country when asked, otherwise for every country. */
export function settings(countryCode?: string): Settings {
  const list = countries();
  const codes = countryCode
    ? list.filter((c) => c.code === countryCode).map((c) => c.code)
    : list.map((c) => c.code);
  return {
    countries: list,
    states: Object.fromEntries(codes.map((code) => [code, statesOf(code)])),
    currencies: SUPPORTED_CURRENCIES.map((code) => ({ code })),
    payout_countries: PAYOUT_COUNTRIES,
    tax_types: TAX_TYPES,
  };
}
