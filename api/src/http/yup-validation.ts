import { fieldErrorsOf, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { ObjectSchema, ValidationError, type AnySchema } from 'yup';
import { HttpError } from './http-error';

/**
 * Route schemas are the contracts' yup schemas: the same rules the browser's forms apply. Unknown
 * fields are dropped and values are cast (e.g. email lower-cased) before a handler sees them.
 */
export function installYupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const yupSchema = schema as unknown as AnySchema;
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        return { error: new HttpError(422, { error: messages.api.invalidRequest }) };
      }
      const typeErrors = wrongTypes(yupSchema, data as Record<string, unknown>);
      if (typeErrors) {
        return { error: new HttpError(422, { error: messages.api.invalidRequest, errors: typeErrors }) };
      }
      try {
        return { value: yupSchema.validateSync(data, { abortEarly: false, stripUnknown: true }) };
      } catch (error) {
        if (error instanceof ValidationError) {
          return {
            error: new HttpError(422, { error: messages.api.invalidRequest, errors: fieldErrorsOf(error) }),
          };
        }
        // A rule that trips over a value of a shape it did not expect (a null where it reads a length)
        // was still given a value it must refuse: the request is wrong, not the server.
        app.log.warn({ err: error }, 'a validation rule failed on an unexpected value');
        return { error: new HttpError(422, { error: messages.api.invalidRequest }) };
      }
    };
  });
}

const typeNames: Record<string, string> = { string: 'text', number: 'a number', boolean: 'true or false' };

/**
 * yup would quietly cast 12 to "12" and trips over an object where it expects text, so JSON types
 * are checked first, in nested objects too (`user.password`): a field of the wrong type is refused,
 * never coerced.
 */
function wrongTypes(
  schema: AnySchema,
  data: Record<string, unknown>,
  prefix = '',
  errors: Record<string, string[]> = {},
): Record<string, string[]> | null {
  if (!(schema instanceof ObjectSchema)) return null;
  for (const [key, field] of Object.entries(schema.fields as Record<string, AnySchema>)) {
    const value = data[key];
    const name = `${prefix}${key}`;
    if (value === undefined || value === null) continue;
    if (field instanceof ObjectSchema) {
      if (typeof value !== 'object' || Array.isArray(value))
        errors[name] = [messages.validation.wrongType('an object')];
      else wrongTypes(field, value as Record<string, unknown>, `${name}.`, errors);
    } else if (field.type === 'array') {
      if (!Array.isArray(value)) errors[name] = [messages.validation.wrongType('a list')];
      else {
        const inner = (field as AnySchema & { innerType?: AnySchema }).innerType;
        const expected = inner?.type;
        if (inner instanceof ObjectSchema) {
          value.forEach((item: unknown, index: number) => {
            if (item === null || typeof item !== 'object' || Array.isArray(item))
              errors[`${name}[${index}]`] = [messages.validation.wrongType('an object')];
            else wrongTypes(inner, item as Record<string, unknown>, `${name}[${index}].`, errors);
          });
        } else if (expected && expected in typeNames) {
          value.forEach((item: unknown, index: number) => {
            if (item !== null && typeof item !== expected)
              errors[`${name}[${index}]`] = [messages.validation.wrongType(typeNames[expected]!)];
          });
        }
      }
    } else if (field.type in typeNames && typeof value !== field.type) {
      errors[name] = [messages.validation.wrongType(typeNames[field.type]!)];
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
