import * as yup from 'yup';
import { BIRTHDATE_MAX_YEARS, BIRTHDATE_MIN_AGE } from '../limits/constants';
import { messages } from '../messages/catalogue';

const v = messages.validation;

/** The three fields of the birthdate control, as typed (masks of 2, 2 and 4 digits). */
export interface BirthdateParts {
  day: string;
  month: string;
  year: string;
}

export const BIRTHDATE_MASKS = { day: 2, month: 2, year: 4 } as const;

/** Keeps only digits, up to the field's mask length. */
export function maskBirthdatePart(part: keyof BirthdateParts, typed: string): string {
  return typed.replace(/\D/g, '').slice(0, BIRTHDATE_MASKS[part]);
}

const daysInMonth = (year: number, month: number) =>
  // Without a valid year February may have 29 days (spec: "February up to 29").
  Number.isInteger(year) && year > 0
    ? new Date(Date.UTC(year, month, 0)).getUTCDate()
    : month === 2
      ? 29
      : 31;

const moreThanMaxYearsAgo = (date: Date, today: Date) =>
  date.getTime() <
  Date.UTC(today.getUTCFullYear() - BIRTHDATE_MAX_YEARS, today.getUTCMonth(), today.getUTCDate());

/** Whole years between a birthdate and today. */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The birthdate control's rules (spec 01 section 5): all parts required, year of 4 digits within the
 * last 100 years, month 1-12, day 1-31 and fitting the month, a real date, not in the future, not more
 * than 100 years ago, and at least `minAge` years old. `now` is injectable for tests.
 */
export function birthdatePartsSchema(minAge: number = BIRTHDATE_MIN_AGE, now: () => Date = () => new Date()) {
  const currentYear = () => now().getUTCFullYear();
  return yup
    .object({
      day: yup
        .string()
        .required(v.birthdatePartRequired)
        .matches(/^\d{1,2}$/, v.birthdateDayRange)
        .test('day-range', v.birthdateDayRange, (value) => Number(value) >= 1 && Number(value) <= 31)
        .test('day-of-month', v.birthdateDayOfMonth, function (value) {
          const month = Number(this.parent.month);
          if (!(month >= 1 && month <= 12)) return true;
          return Number(value) <= daysInMonth(Number(this.parent.year), month);
        }),
      month: yup
        .string()
        .required(v.birthdatePartRequired)
        .matches(/^\d{1,2}$/, v.birthdateMonthRange)
        .test('month-range', v.birthdateMonthRange, (value) => Number(value) >= 1 && Number(value) <= 12),
      year: yup
        .string()
        .required(v.birthdatePartRequired)
        .test('year-range', function (value) {
          const to = currentYear();
          const from = to - BIRTHDATE_MAX_YEARS;
          const year = Number(value);
          return /^\d{4}$/.test(value ?? '') && year >= from && year <= to
            ? true
            : this.createError({ message: v.birthdateYearRange(from, to) });
        }),
    })
    .test('whole-date', function (parts) {
      const date = birthdateFromParts(parts as BirthdateParts);
      if (!date) return true; // the parts carry their own messages
      const today = now();
      if (date.getTime() > today.getTime())
        return this.createError({ path: 'date', message: v.birthdateFuture });
      if (moreThanMaxYearsAgo(date, today))
        return this.createError({ path: 'date', message: v.birthdateTooOld });
      if (ageOn(date, today) < minAge)
        return this.createError({ path: 'date', message: v.birthdateMinAge(minAge) });
      return true;
    });
}

/** The date the parts name, or null when they do not name a real date. */
export function birthdateFromParts(parts: BirthdateParts): Date | null {
  if (!/^\d{1,2}$/.test(parts.day) || !/^\d{1,2}$/.test(parts.month) || !/^\d{4}$/.test(parts.year))
    return null;
  const [day, month, year] = [Number(parts.day), Number(parts.month), Number(parts.year)];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** YYYY-MM-DD, as dates travel to the server (spec 01 section 9). */
export function birthdateToWire(parts: BirthdateParts): string {
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** The parts of a DD/MM/YYYY birthdate as users/me answers it. */
export function birthdatePartsOf(display: string | null | undefined): BirthdateParts {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display ?? '');
  return match ? { day: match[1]!, month: match[2]!, year: match[3]! } : { day: '', month: '', year: '' };
}

/** A YYYY-MM-DD birthdate on the wire: a real date, not in the future, within 100 years, at least `minAge`. */
export const wireBirthdateRule = (minAge: number) =>
  yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, v.birthdateInvalid)
    .test('real-birthdate', v.birthdateInvalid, (value) => {
      if (value === undefined) return true;
      const [year, month, day] = value.split('-');
      return birthdateFromParts({ day: day!, month: month!, year: year! }) !== null;
    })
    .test('birthdate-age', function (value) {
      if (value === undefined) return true;
      const [year, month, day] = value.split('-');
      const date = birthdateFromParts({ day: day!, month: month!, year: year! });
      if (!date) return true;
      const today = new Date();
      if (date > today || moreThanMaxYearsAgo(date, today))
        return this.createError({ message: v.birthdateInvalid });
      return ageOn(date, today) >= minAge ? true : this.createError({ message: v.birthdateMinAge(minAge) });
    });

/**
 * The first message of each part (day, month, year) and of the whole date (date), for showing beside the
 * control; empty when the date is valid.
 */
export function birthdateErrorsOf(
  value: BirthdateParts,
  minAge: number = BIRTHDATE_MIN_AGE,
): Record<string, string> {
  try {
    birthdatePartsSchema(minAge).validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner) errors[issue.path ?? 'date'] ??= issue.message;
    return errors;
  }
}
