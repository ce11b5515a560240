import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '../limits/constants';

const v = messages.validation;

/** Characters a person or account name may not contain (spec 01 section 5). */
export const FORBIDDEN_NAME_CHARACTERS = /[/|\\+=@:<>?;.]/;

/** Email is compared in lower case everywhere, so it is stored and checked that way. */
export const emailRule = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .required(v.emailRequired)
    .max(EMAIL_MAX_LENGTH, v.tooLong(EMAIL_MAX_LENGTH))
    .email(v.emailInvalid);

export const passwordRule = () =>
  yup
    .string()
    .required(v.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, v.passwordMin(PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, v.tooLong(PASSWORD_MAX_LENGTH));

/** Person or account name: fewer than 50 characters, none of the forbidden characters. */
export const personNameRule = (requiredMessage: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .max(PERSON_NAME_MAX_LENGTH - 1, v.nameTooLong(PERSON_NAME_MAX_LENGTH))
    .test('forbidden-characters', v.nameForbiddenCharacters, (value) =>
      value === undefined ? true : !FORBIDDEN_NAME_CHARACTERS.test(value),
    );
