/**
 * The body of every 4xx/5xx answer of the API. `errors` carries field messages keyed by field name
 * (the browser flattens them for a toast, or places them beside the fields). `subdomain` is set when a
 * sign-in belongs to another white-label subdomain; `base.deprecated` asks the browser to reload.
 */
export interface ApiErrorBody {
  error: string;
  errors?: Record<string, string[]>;
  subdomain?: string;
  base?: { deprecated?: boolean };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).error === 'string';
}

/** One line per message, the way the spec's error toast shows an object body. */
export function flattenErrorMessages(body: ApiErrorBody): string {
  const fieldMessages = Object.values(body.errors ?? {}).flat();
  return fieldMessages.length > 0 ? fieldMessages.join('\n') : body.error;
}

/** What a failed call rejects with, in the browser: the HTTP status (0 when no response) and the body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** Messages for one field, for placing beside the field. */
  fieldMessages(field: string): string[] {
    return this.body?.errors?.[field] ?? [];
  }
}
