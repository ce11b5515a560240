import type { ApiErrorBody } from '@coachforge/contracts';

/** An expected failure with its status and the JSON body the browser receives. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.error);
  }
}

export const httpError = (statusCode: number, error: string, errors?: Record<string, string[]>) =>
  new HttpError(statusCode, errors ? { error, errors } : { error });
