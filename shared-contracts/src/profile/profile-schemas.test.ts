import { errorsOf } from '../testing/errors-of';
import { changePasswordFormSchema, forgotPasswordSchema, newPasswordFormSchema } from '../auth/password';
import { messages } from '../messages/catalogue';
import { birthdatePartsSchema, birthdateToWire, maskBirthdatePart, type BirthdateParts } from './birthdate';
import { deleteAccountFormSchema, profileSetupFormSchema, tagManagerFormSchema } from './profile';
import { createBusinessAccountRequestSchema } from '../invitations/invitations';

const v = messages.validation;

/** A fixed "today" so the age rules do not move with the calendar. */
const today = new Date(Date.UTC(2026, 5, 15));
const birthdate = (minAge?: number) => birthdatePartsSchema(minAge, () => today);
const parts = (day: string, month: string, year: string): BirthdateParts => ({ day, month, year });

describe('birthdate control', () => {
  test('masks keep digits only, 2, 2 and 4 of them', () => {
    expect(maskBirthdatePart('day', '1a23')).toBe('12');
    expect(maskBirthdatePart('month', '0/7')).toBe('07');
    expect(maskBirthdatePart('year', '19 904')).toBe('1990');
  });

  test('a real date of an adult is valid and travels as YYYY-MM-DD', () => {
    expect(errorsOf(birthdate(), parts('1', '4', '1990'))).toEqual({});
    expect(birthdateToWire(parts('1', '4', '1990'))).toBe('1990-04-01');
  });

  test.each<[string, BirthdateParts, string, string]>([
    ['an empty day', parts('', '4', '1990'), 'day', v.birthdatePartRequired],
    ['an empty month', parts('1', '', '1990'), 'month', v.birthdatePartRequired],
    ['an empty year', parts('1', '4', ''), 'year', v.birthdatePartRequired],
    ['a two-digit year', parts('1', '4', '90'), 'year', v.birthdateYearRange(1926, 2026)],
    ['a year over 100 years ago', parts('1', '4', '1925'), 'year', v.birthdateYearRange(1926, 2026)],
    ['a year after this one', parts('1', '4', '2027'), 'year', v.birthdateYearRange(1926, 2026)],
    ['month 13', parts('1', '13', '1990'), 'month', v.birthdateMonthRange],
    ['month 0', parts('1', '0', '1990'), 'month', v.birthdateMonthRange],
    ['day 0', parts('0', '4', '1990'), 'day', v.birthdateDayRange],
    ['day 32', parts('32', '1', '1990'), 'day', v.birthdateDayRange],
    ['31 April', parts('31', '4', '1990'), 'day', v.birthdateDayOfMonth],
    ['30 February', parts('30', '2', '1992'), 'day', v.birthdateDayOfMonth],
    ['29 February of a common year', parts('29', '2', '1991'), 'day', v.birthdateDayOfMonth],
    ['a date later this year', parts('16', '6', '2026'), 'date', v.birthdateFuture],
    ['a date more than 100 years ago', parts('14', '6', '1926'), 'date', v.birthdateTooOld],
    ['a 17-year-old', parts('16', '6', '2008'), 'date', v.birthdateMinAge(18)],
  ])('%s is refused with its message', (_case, value, field, message) => {
    expect(errorsOf(birthdate(), value)[field]).toContain(message);
  });

  test('29 February of a leap year is a real date', () => {
    expect(errorsOf(birthdate(), parts('29', '2', '1992'))).toEqual({});
  });

  test('an 18th birthday today is old enough; the profile modal accepts 16', () => {
    expect(errorsOf(birthdate(), parts('15', '6', '2008'))).toEqual({});
    expect(errorsOf(birthdate(16), parts('15', '6', '2010'))).toEqual({});
    expect(errorsOf(birthdate(16), parts('16', '6', '2010'))['date']).toContain(v.birthdateMinAge(16));
  });
});

describe('password forms', () => {
  test.each([
    [{ password: '12345', password_confirmation: '12345' }, 'password', v.passwordMin(6)],
    [{ password: '123456', password_confirmation: '123457' }, 'password_confirmation', v.passwordsIdentical],
    [{ password: '', password_confirmation: '' }, 'password', v.passwordRequired],
  ])('new password %j is refused on %s', (value, field, message) => {
    expect(errorsOf(newPasswordFormSchema, value)[field]).toContain(message);
  });

  test('a change also needs the current password', () => {
    expect(
      errorsOf(changePasswordFormSchema, { password: '123456', password_confirmation: '123456' }),
    ).toEqual({
      current_password: [v.currentPasswordRequired],
    });
  });

  test('forgot password needs a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'x@' }).email).toContain(v.emailInvalid);
    expect(forgotPasswordSchema.validateSync({ email: ' A@B.CO ' }).email).toBe('a@b.co');
  });
});

describe('profile and account forms', () => {
  test.each([
    [{ first_name: '', last_name: 'B', country: 'GB' }, 'first_name', v.firstNameRequired],
    [{ first_name: 'A', last_name: '', country: 'GB' }, 'last_name', v.lastNameRequired],
    [{ first_name: 'A', last_name: 'B', country: '' }, 'country', v.countryRequired],
    [{ first_name: 'A:', last_name: 'B', country: 'GB' }, 'first_name', v.nameForbiddenCharacters],
  ])('profile set-up %j is refused on %s', (value, field, message) => {
    expect(errorsOf(profileSetupFormSchema, value)[field]).toContain(message);
  });

  test('an account name is required, under 50 characters, without forbidden characters', () => {
    expect(errorsOf(createBusinessAccountRequestSchema, { kind: 'team', name: '' }).name).toContain(
      v.accountNameRequired,
    );
    expect(
      errorsOf(createBusinessAccountRequestSchema, { kind: 'team', name: 'x'.repeat(50) }).name,
    ).toContain(v.nameTooLong(50));
    expect(errorsOf(createBusinessAccountRequestSchema, { kind: 'team', name: 'a=b' }).name).toContain(
      v.nameForbiddenCharacters,
    );
    expect(errorsOf(createBusinessAccountRequestSchema, { kind: 'team', name: 'x'.repeat(49) })).toEqual({});
  });

  test.each(['', 'delete', 'DELETE ME'])('deletion confirmation %j is refused', (confirmation) => {
    expect(errorsOf(deleteAccountFormSchema, { confirmation }).confirmation).toContain(v.deleteConfirmation);
  });

  test('typing DELETE confirms deletion', () => {
    expect(errorsOf(deleteAccountFormSchema, { confirmation: 'DELETE', password: 'secret' })).toEqual({});
  });

  test.each(['GTM-ABCDE', 'GTM-ABCDE12345', 'GTM-12345'])('tag manager id %s is valid', (id) => {
    expect(errorsOf(tagManagerFormSchema, { tag_manager_id: id })).toEqual({});
  });

  test.each(['GTM-ABCD', 'GTM-ABCDE123456', 'GTM-abcde', 'UA-12345', 'ABCDE'])(
    'tag manager id %s is an Invalid code',
    (id) => {
      expect(errorsOf(tagManagerFormSchema, { tag_manager_id: id }).tag_manager_id).toEqual([
        v.tagManagerInvalid,
      ]);
    },
  );
});
