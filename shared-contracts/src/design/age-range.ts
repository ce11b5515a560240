import { AGE_RANGE_BOUNDS } from './design-constants';

export interface AgeRange {
  from: number | null;
  to: number | null;
}

const parseAge = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 'invalid';
};

/**
 * The age range filter's rule (spec 03 section 5): whole numbers; from is 13 to 99; to is at most 99 and
 * greater than from (greater than 13 when from is missing or invalid). Returns the range when valid, or
 * which field is wrong. Only a valid range is emitted to the screen using the filter.
 */
export function checkAgeRange(
  fromText: string,
  toText: string,
): { ok: true; range: AgeRange } | { ok: false; invalid: { from: boolean; to: boolean } } {
  const { min, max } = AGE_RANGE_BOUNDS;
  const from = parseAge(fromText);
  const to = parseAge(toText);
  const fromValid = from === null || (from !== 'invalid' && from >= min && from <= max);
  const floor = fromValid && typeof from === 'number' ? from : min;
  const toValid = to === null || (to !== 'invalid' && to <= max && to > floor);
  if (!fromValid || !toValid) return { ok: false, invalid: { from: !fromValid, to: !toValid } };
  return { ok: true, range: { from: from as number | null, to: to as number | null } };
}
