import type { PlanPricing, Program, ProgramSettingsRequest } from '@coachforge/contracts';
import { numberOrNull } from '../program-data';

/** The settings form as text fields and switches; `toSettingsRequest` turns it into what the API takes. */
export interface SettingsValues {
  plan_pricing: PlanPricing;
  trial_days: string;
  custom_url: string;
  skip_sales_page: boolean;
  welcome_message: string;
  waiver_show: boolean;
  waiver_text: string;
  waiver_attachments: number[];
  visibility: 'unlimited' | 'days';
  training_visibility_days: string;
  accessibility: 'public' | 'private';
  allowed_emails: string;
  storefront_visible: boolean;
  performance_notifications: boolean;
}

export const settingsValuesOf = (program: Program): SettingsValues => ({
  plan_pricing: program.plan_pricing,
  trial_days: String(program.trial_days),
  custom_url: program.custom_url ?? '',
  skip_sales_page: program.skip_sales_page,
  welcome_message: program.welcome_message,
  waiver_show: program.plan_waiver.show,
  waiver_text: program.plan_waiver.text,
  waiver_attachments: program.plan_waiver.attachments,
  visibility: program.training_visibility_days === null ? 'unlimited' : 'days',
  training_visibility_days:
    program.training_visibility_days === null ? '' : String(program.training_visibility_days),
  accessibility: program.accessibility ? 'public' : 'private',
  allowed_emails: program.allowed_emails.join('\n'),
  storefront_visible: program.storefront_visible,
  performance_notifications: program.performance_notifications,
});

/** Emails typed one per line, or separated by commas or spaces. */
export const emailsOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

export const toSettingsRequest = (values: SettingsValues): ProgramSettingsRequest => ({
  plan_pricing: values.plan_pricing,
  trial_days: numberOrNull(values.trial_days) ?? 0,
  custom_url: values.custom_url,
  skip_sales_page: values.skip_sales_page,
  welcome_message: values.welcome_message,
  plan_waiver: { show: values.waiver_show, text: values.waiver_text, attachments: values.waiver_attachments },
  training_visibility_days:
    values.visibility === 'unlimited' ? null : numberOrNull(values.training_visibility_days),
  accessibility: values.accessibility === 'public',
  allowed_emails: values.accessibility === 'private' ? emailsOf(values.allowed_emails) : [],
  storefront_visible: values.storefront_visible,
  performance_notifications: values.performance_notifications,
});

/** Where the API's (and the schema's) field names are shown in this form. */
export const fieldOfRequest: Record<string, keyof SettingsValues> = {
  'plan_waiver.text': 'waiver_text',
  'plan_waiver.attachments': 'waiver_attachments',
  'plan_waiver.show': 'waiver_show',
};

export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      fieldOfRequest[field] ?? (field.startsWith('allowed_emails') ? 'allowed_emails' : field),
      message,
    ]),
  );
}
