import { formErrorsOf } from '@coachforge/contracts';
import type { AnySchema } from 'yup';

/**
 * Formik's `validate` over a contracts schema, run on the request the form would send (forms hold text,
 * requests hold numbers and nulls), so the browser checks exactly what the API will check.
 */
export function validateWith<Values, Request>(schema: AnySchema, toRequest: (values: Values) => Request) {
  return (values: Values): Promise<Record<string, string>> => formErrorsOf(schema, toRequest(values));
}

/** A number field's text as the API wants it: '' is no value, anything else a number (maybe NaN). */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
