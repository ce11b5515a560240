/** GET settings (spec 01 section 3, Settings reference data). */
export interface Country {
  code: string;
  name: string;
  country_phone_code: string;
  local_currencies: string[];
}

export interface CountryState {
  code: string;
  name: string;
}

export interface Settings {
  countries: Country[];
  /** By country code. */
  states: Record<string, CountryState[]>;
  currencies: { code: string }[];
  payout_countries: string[];
  tax_types: { code: string; name: string }[];
}

/** Tax activation (spec 01 section 4): normal, in progress, activated (docs/decisions/0206). */
export const taxStates = ['normal', 'in_progress', 'activated'] as const;
export type TaxState = (typeof taxStates)[number];
