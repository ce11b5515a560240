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

export type TaxState = 'normal' | 'in_progress' | 'activated';
