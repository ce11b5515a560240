import { errorsOf } from '../testing/errors-of';
import { messages } from '../messages/catalogue';
import { signInFormSchema } from './sign-in';
import { signUpFormSchema, signUpRequestSchema } from './sign-up';

const v = messages.validation;

const validSignUp = {
  first_name: 'Jo',
  last_name: 'Bloggs',
  email: 'jo@example.com',
  password: 'secret1',
  password_confirmation: 'secret1',
  terms: true,
};

describe('sign-in form', () => {
  test.each([
    [{ email: '', password: 'secret1' }, 'email', v.emailRequired],
    [{ email: 'nope', password: 'secret1' }, 'email', v.emailInvalid],
    [{ email: 'a@b.co', password: '' }, 'password', v.passwordRequired],
    [{ email: 'a@b.co', password: '12345' }, 'password', v.passwordMin(6)],
  ])('%j is refused on %s with "%s"', (value, field, message) => {
    expect(errorsOf(signInFormSchema, value)[field]).toContain(message);
  });

  test('email is checked in lower case, trimmed', () => {
    expect(signInFormSchema.validateSync({ email: '  Jo@Example.COM ', password: 'secret1' }).email).toBe(
      'jo@example.com',
    );
  });

  test('a password of exactly six characters is enough', () => {
    expect(errorsOf(signInFormSchema, { email: 'a@b.co', password: '123456' })).toEqual({});
  });
});

describe('sign-up form', () => {
  test('a complete form is valid', () => {
    expect(errorsOf(signUpFormSchema, validSignUp)).toEqual({});
  });

  test.each<[string, string | boolean, string]>([
    ['first_name', '', v.firstNameRequired],
    ['last_name', '   ', v.lastNameRequired],
    ['first_name', 'x'.repeat(50), v.nameTooLong(50)],
    ...['/', '|', '\\', '+', '=', '@', ':', '<', '>', '?', ';', '.'].map(
      (character): [string, string, string] => ['last_name', `Smith${character}`, v.nameForbiddenCharacters],
    ),
    ['email', 'jo@', v.emailInvalid],
    ['password', 'short', v.passwordMin(6)],
    ['password_confirmation', 'different', v.passwordsIdentical],
    ['terms', false, v.termsRequired],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    expect(errorsOf(signUpFormSchema, { ...validSignUp, [field]: value })[field]).toContain(message);
  });

  test('a name of 49 characters is accepted', () => {
    expect(errorsOf(signUpFormSchema, { ...validSignUp, first_name: 'x'.repeat(49) })).toEqual({});
  });

  test('the API request also needs a role of coach or user and the client credentials', () => {
    const errors = errorsOf(signUpRequestSchema, { ...validSignUp, role: 'admin' });
    expect(errors.role).toContain(v.roleInvalid);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['client_id', 'client_secret']));
  });
});
