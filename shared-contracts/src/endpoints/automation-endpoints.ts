import {
  automationHookRequestSchema,
  zapierAccountRequestSchema,
  type AutomationEventPayload,
  type AutomationHookRequest,
  type AutomationKeyCreated,
  type AutomationMe,
  type AutomationSettings,
  type AutomationSubscription,
  type ZapierAccountRequest,
} from '../automations/automations';
import { defineEndpoint } from './define-endpoint';

/**
 * Automations (docs/decisions/0178-automations-api.md). The `coach/automations…` calls are the account
 * owner's page, signed in as usual. The `automations/…` calls are the automation service's: they carry
 * the account's API key in `X-API-Key` instead of a session, so they are not `authenticated` here.
 */
export const automationEndpoints = {
  automationSettings: defineEndpoint<void, AutomationSettings>({
    method: 'GET',
    path: 'coach/automations',
    authenticated: true,
  }),
  /** The owner turns selling through the automation service on or off (decision 0170). */
  setZapierAccount: defineEndpoint<ZapierAccountRequest, AutomationSettings>({
    method: 'PATCH',
    path: 'coach/automations',
    authenticated: true,
    body: zapierAccountRequestSchema,
  }),
  /** Creates the key, or replaces it (rotation): the old key stops working at once. */
  createAutomationKey: defineEndpoint<void, AutomationKeyCreated>({
    method: 'POST',
    path: 'coach/automations/key',
    authenticated: true,
  }),
  /** Revokes the key and removes every hook made with it: nothing is delivered any more. */
  revokeAutomationKey: defineEndpoint<void, void>({
    method: 'DELETE',
    path: 'coach/automations/key',
    authenticated: true,
  }),
  automationMe: defineEndpoint<void, AutomationMe>({
    method: 'GET',
    path: 'automations/me',
    authenticated: false,
  }),
  subscribeAutomationHook: defineEndpoint<AutomationHookRequest, AutomationSubscription>({
    method: 'POST',
    path: 'automations/hooks',
    authenticated: false,
    body: automationHookRequestSchema,
  }),
  unsubscribeAutomationHook: defineEndpoint<void, void>({
    method: 'DELETE',
    path: 'automations/hooks/:hook_id',
    authenticated: false,
  }),
  /** The "perform list": the latest happenings of one event, or an example when there are none yet. */
  automationSamples: defineEndpoint<void, AutomationEventPayload[]>({
    method: 'GET',
    path: 'automations/samples/:event',
    authenticated: false,
  }),
} as const;
