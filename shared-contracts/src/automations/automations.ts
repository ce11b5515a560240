import { lazySchema } from '../schema/lazy-schema';
import { boolean, object, string } from 'yup';
import { messages } from '../messages/catalogue';

/**
 * Automations: an API key per account and REST hooks an automation service (Zapier, or any other)
 * subscribes to (spec 01 sections 2.3 and 6; docs/decisions/0178-automations-api.md).
 */
export const automationEvents = ['new_client', 'new_purchase', 'cancelled_subscription'] as const;
export type AutomationEvent = (typeof automationEvents)[number];

export const automationEventLabels: Record<AutomationEvent, string> = {
  new_client: 'New client',
  new_purchase: 'New purchase',
  cancelled_subscription: 'Cancelled subscription',
};

/** The header an automation service sends its API key in. */
export const AUTOMATION_KEY_HEADER = 'X-API-Key';
/** The headers of every delivery: when it was signed, and the signature. */
export const AUTOMATION_TIMESTAMP_HEADER = 'X-Coachforge-Timestamp';
export const AUTOMATION_SIGNATURE_HEADER = 'X-Coachforge-Signature';
export const AUTOMATION_EVENT_HEADER = 'X-Coachforge-Event';
export const AUTOMATION_DELIVERY_HEADER = 'X-Coachforge-Delivery';
/** The signature header's value is this prefix and the hex HMAC-SHA256 of `signedContentOf`. */
export const AUTOMATION_SIGNATURE_PREFIX = 'sha256=';
/** What is signed: the timestamp header's value (unix seconds), a dot, and the raw body. */
export const signedContentOf = (timestamp: string, body: string): string => `${timestamp}.${body}`;
/** A receiver should refuse deliveries signed longer ago than this (replays). */
export const AUTOMATION_SIGNATURE_TOLERANCE_SECONDS = 300;

export const MAX_AUTOMATION_HOOKS = 50;
export const AUTOMATION_TARGET_URL_MAX_LENGTH = 2000;
/** Sample items the "perform list" call answers per event. */
export const AUTOMATION_SAMPLES = 3;
/** Attempts of one delivery before it stops for good (the first and its retries). */
export const AUTOMATION_DELIVERY_ATTEMPTS = 6;

/** The account's key as the owner sees it after it was shown once: its last 4 characters. */
export interface AutomationKeySummary {
  last4: string;
  created_at: string;
}

export type AutomationDeliveryStatus = 'delivered' | 'retrying' | 'failed';

export interface AutomationHook {
  id: number;
  event: AutomationEvent;
  target_url: string;
  created_at: string;
  last_delivery: {
    status: AutomationDeliveryStatus;
    at: string;
    /** The target's HTTP status; null when it could not be reached. */
    response_code: number | null;
  } | null;
}

/** The owner's automations page. */
export interface AutomationSettings {
  key: AutomationKeySummary | null;
  /** Signs every delivery; created with the account's first key. */
  signing_secret: string | null;
  hooks: AutomationHook[];
  /**
   * Clients join through the automation service and pay elsewhere: the platform's purchase is off and
   * subscriptions are managed there (spec 02 sections 3 and 6, decision 0170).
   */
  zapier_account: boolean;
  /** A hook for cancelled subscriptions exists, so clients may cancel here (decision 0170). */
  zaps_connected: boolean;
}

export interface ZapierAccountRequest {
  zapier_account: boolean;
}

/** The answer to creating or rotating the key: the only time the whole key is shown. */
export interface AutomationKeyCreated extends AutomationKeySummary {
  key: string;
  signing_secret: string;
}

/** The auth test call: which account the key belongs to. */
export interface AutomationMe {
  account_id: number;
  account_name: string;
}

export interface AutomationHookRequest {
  target_url: string;
  event: AutomationEvent;
}

/** The subscription as the automation service keeps it: `id` is what it unsubscribes with. */
export interface AutomationSubscription {
  id: number;
  event: AutomationEvent;
  target_url: string;
}

/** One happening as delivered and as listed for samples: flat enough for any automation service. */
export interface AutomationEventPayload {
  /** Unique per happening: automation services use it to skip a repeat. */
  id: string;
  event: AutomationEvent;
  occurred_at: string;
  account_id: number;
  client: { id: number; full_name: string; email: string };
  program: { id: number; title: string; plan_type: string };
  /** new_purchase: what was charged, in minor units, and the coupon if one was used. */
  amount?: number;
  currency?: string;
  coupon_code?: string | null;
  percent_off?: number | null;
  /** new_client: how they became a client. */
  joined_by?: 'purchase' | 'trial' | 'free' | 'coupon' | 'invitation';
  /** cancelled_subscription: whether access lasts to the period's end, and why it ended. */
  at_period_end?: boolean;
  reason?: 'cancelled' | 'payment_failed';
}

const isHttpUrl = (value: string | undefined) => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
};

export const automationHookRequestSchema = lazySchema(() =>
  object({
    target_url: string()
      .trim()
      .required(messages.automations.targetUrlInvalid)
      .max(AUTOMATION_TARGET_URL_MAX_LENGTH, messages.automations.targetUrlInvalid)
      .test('http-url', messages.automations.targetUrlInvalid, isHttpUrl),
    event: string()
      .required(messages.automations.eventInvalid)
      .oneOf([...automationEvents], messages.automations.eventInvalid),
  }),
);

export const zapierAccountRequestSchema = lazySchema(() =>
  object({
    zapier_account: boolean().strict().required(messages.automations.zapierAccountInvalid),
  }),
);
