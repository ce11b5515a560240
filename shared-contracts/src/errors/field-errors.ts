import type { AnySchema, ValidationError } from 'yup';

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

/**
 * What a form shows beside its fields: the first message for each field path of a contracts schema, run on
 * the request the form would send, so the browser checks exactly what the API will check.
 */
export async function formErrorsOf(schema: AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const [path, list] of Object.entries(fieldErrorsOf(error as ValidationError)))
      errors[path] = list[0]!;
    return errors;
  }
}
