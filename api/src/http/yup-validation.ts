import { messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { ValidationError, type AnySchema } from 'yup';
import { HttpError } from './http-error';

/** Field messages of a yup error, keyed by field path. */
export function fieldErrors(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    const key = issue.path || 'base';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Route schemas are the contracts' yup schemas: the same rules the browser's forms apply. Unknown
 * fields are dropped and values are cast (e.g. email lower-cased) before a handler sees them.
 */
export function useYupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const yupSchema = schema as unknown as AnySchema;
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        return { error: new HttpError(422, { error: messages.api.invalidRequest }) };
      }
      try {
        return { value: yupSchema.validateSync(data, { abortEarly: false, stripUnknown: true }) };
      } catch (error) {
        if (error instanceof ValidationError) {
          return {
            error: new HttpError(422, { error: messages.api.invalidRequest, errors: fieldErrors(error) }),
          };
        }
        throw error;
      }
    };
  });
}
