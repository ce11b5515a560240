import { ApiRequestError } from '@coachforge/contracts';

/**
 * The API's field messages as formik errors (the first per field), so they show beside what was typed.
 * A nested field (user.current_password) is answered by its last name when the form has no nesting.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors = error.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field.split('.').pop()!, list[0]!]),
  );
}

/** The API's main message, or the error's own text, for an error shown above a form. */
export function apiErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body?.error ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
