import { ValidationError } from 'yup';
import { fieldErrorsOf } from '../errors/field-errors';

/** The field messages a schema gives a value, or {} when it is valid. */
export function errorsOf(schema: { validateSync(value: unknown, options: object): unknown }, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrorsOf(error);
  }
}
