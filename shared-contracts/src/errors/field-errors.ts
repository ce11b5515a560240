import type { ValidationError } from 'yup';

/**
 * A yup failure as messages keyed by field path ('base' for the object itself): the shape of
 * ApiErrorBody.errors, used by the API for its 422 answers and by tests of the schemas.
 */
export function fieldErrorsOf(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    (errors[issue.path || 'base'] ??= []).push(issue.message);
  }
  return errors;
}
