import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import type { AccessTokenResponse } from '../auth/sign-in';
import type { AccountListEntry } from '../entities/account';
import type { Subscription } from '../entities/subscription';
import { defineEndpoint } from './define-endpoint';

export interface SwitchAccountRequest {
  id: number;
}

export const switchAccountRequestSchema: yup.ObjectSchema<SwitchAccountRequest> = lazySchema(() =>
  yup.object({
    id: yup.number().integer().positive().required(),
  }),
);

/** The accounts of one identity and switching between them (spec 01 section 7, spec 03 section 7). */
export const accountEndpoints = {
  accounts: defineEndpoint<void, AccountListEntry[]>({
    method: 'GET',
    path: 'accounts',
    authenticated: true,
    openToFormerMembers: true,
  }),
  /**
   * Answers an access token for the target account; the refresh cookie's session follows, so every tab
   * of this sign-in opens the target account on its next load.
   */
  switchAccount: defineEndpoint<SwitchAccountRequest, AccessTokenResponse>({
    method: 'PUT',
    path: 'accounts/switch',
    authenticated: true,
    openToFormerMembers: true,
    body: switchAccountRequestSchema,
  }),
  subscribe: defineEndpoint<void, Subscription | null>({
    method: 'GET',
    path: 'subscribe',
    authenticated: true,
  }),
} as const;
