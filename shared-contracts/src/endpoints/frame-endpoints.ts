import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { defineEndpoint } from './define-endpoint';

/** Onboarding checklist steps (spec 03 section 4.4), in the order they are shown. */
export const checklistSteps = ['sign_up', 'video_tour', 'first_plan', 'first_client'] as const;
export type ChecklistStep = (typeof checklistSteps)[number];
/** The only step the browser completes itself: opening the video tour. The others follow server events. */
export const BROWSER_CHECKLIST_STEPS: ChecklistStep[] = ['video_tour'];

export interface Checklist {
  total_points: number;
  completed: ChecklistStep[];
  /**
   * The video tour (decision 0217): a YouTube or Vimeo link the operator configured (TOUR_VIDEO_URL),
   * played in the platform's own dialog; null when none is, and the help centre's videos are the tour.
   */
  tour_video_url?: string | null;
}

export const checklistStepSchema = lazySchema(() =>
  yup.object({
    check_list: yup
      .object({ name: yup.mixed<ChecklistStep>().oneOf(BROWSER_CHECKLIST_STEPS).required() })
      .required(),
  }),
);

/** Popups whose dismissal is remembered on the user (spec 03 section 4.5, spec 01 section 2.2). */
export const popupNames = [
  'sign_up_welcome',
  'custom_web_address_warning',
  'white_label_trial_warning',
  'empty_account_highlight',
  'works_better_on_desktop',
] as const;
export type PopupName = (typeof popupNames)[number];

export const popupStorageSchema = lazySchema(() =>
  yup.object({
    popup_name: yup.mixed<PopupName>().oneOf(popupNames).required(),
  }),
);

/**
 * A system warning (spec 03 section 3). The platform raises those it has data for; missed payments and
 * the payment-provider attention come with the purchase and payouts modules.
 */
export const systemWarningTypes = [
  'custom_web_address',
  'missed_payment',
  'stripe_attention',
  'white_label_trial',
  'empty_account',
] as const;
/** The popup_storage name that dismisses each dismissible warning (spec 03 section 4.5). */
export const systemWarningPopups: Partial<Record<SystemWarningType, PopupName>> = {
  custom_web_address: 'custom_web_address_warning',
  white_label_trial: 'white_label_trial_warning',
  empty_account: 'empty_account_highlight',
};
export type SystemWarningType = (typeof systemWarningTypes)[number];
export interface SystemWarning {
  type: SystemWarningType;
  data: { plan_id: number; custom_url: string | null }[];
}

/**
 * What the header shows from the API as it is first drawn: the system warnings and, when it is offered
 * (showsChecklist), the Get Started checklist.
 */
export interface HeaderAnswers {
  warnings: SystemWarning[];
  checklist: Checklist | null;
}

/** The header's checklist, the remembered popups and the system warnings (spec 03 section 7). */
export const frameEndpoints = {
  checklist: defineEndpoint<void, Checklist>({ method: 'GET', path: 'check_list', authenticated: true }),
  completeChecklistStep: defineEndpoint<{ check_list: { name: ChecklistStep } }, Checklist>({
    method: 'POST',
    path: 'check_list',
    authenticated: true,
    body: checklistStepSchema,
  }),
  hideChecklist: defineEndpoint<void, { hide_checklist: boolean }>({
    method: 'PATCH',
    path: 'check_list/hide_checklist',
    authenticated: true,
  }),
  warnings: defineEndpoint<void, SystemWarning[]>({
    method: 'GET',
    path: 'users/warnings',
    authenticated: true,
  }),
} as const;
