import { messages } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { isKnownCountry, isKnownCurrency, isKnownState } from '../settings';

/** The identity's own columns a profile form may change; undefined leaves a column as it is. */
export type ProfileFields = {
  first_name?: string;
  last_name?: string;
  country?: string;
  state?: string | null;
  birthdate?: string | null;
  gender?: string | null;
  platform_currency?: string | null;
  weight_unit?: string;
  length_unit?: string;
};

const COLUMNS: (keyof ProfileFields)[] = [
  'first_name',
  'last_name',
  'country',
  'state',
  'birthdate',
  'gender',
  'platform_currency',
  'weight_unit',
  'length_unit',
];

/** Country, state and currency codes must be ones the settings list offers. */
export function checkReferenceCodes(
  fields: ProfileFields,
  currentCountry: string | null,
  currency?: string | null,
): void {
  const errors: Record<string, string[]> = {};
  if (fields.country !== undefined && !isKnownCountry(fields.country))
    errors.country = [messages.validation.countryRequired];
  const country = fields.country ?? currentCountry;
  if (fields.state && (!country || !isKnownState(country, fields.state))) errors.state = ['Unknown state'];
  if (currency && !isKnownCurrency(currency)) errors.currency = ['Unknown currency'];
  if (Object.keys(errors).length > 0) throw httpError(422, messages.api.invalidRequest, errors);
}

/** Writes the given fields; column names come from the list above, never from the request. */
export async function updateProfileColumns(
  db: Queryable,
  userId: number,
  fields: ProfileFields,
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [userId];
  for (const column of COLUMNS) {
    if (fields[column] === undefined) continue;
    values.push(fields[column]);
    sets.push(`${column} = $${values.length}`);
  }
  if (sets.length > 0) await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, values);
}
