import { API_VERSION } from '../limits/constants';
import type { ApiErrorBody } from './api-error';

/**
 * How the API judges a call's API-Version header (spec 01 sections 7 and 8):
 * - 'served': the version this API speaks;
 * - 'retired': an older version, sent by a page built before the API moved on. The API no longer serves
 *   it and answers 410 with `base.deprecated`, which makes the page offer a reload (the update prompt);
 * - 'missing': absent or not a version at all (a malformed call), or newer than this API (a call that
 *   reached a server not yet updated): a plain 400, since reloading would not help.
 */
export type ApiVersionStatus = 'served' | 'retired' | 'missing';

export function apiVersionStatus(header: string | string[] | undefined): ApiVersionStatus {
  if (header === API_VERSION) return 'served';
  if (typeof header !== 'string' || !/^[1-9][0-9]{0,5}$/.test(header)) return 'missing';
  return Number(header) < Number(API_VERSION) ? 'retired' : 'missing';
}

export const API_VERSION_RETIRED_STATUS = 410;

/** The body of the answer to a call made with a retired API version. */
export const retiredApiVersionBody = (error: string): ApiErrorBody => ({ error, base: { deprecated: true } });
