import { chatMessages } from './chat';
import { coachAdminMessages } from './coach-admin';
import { customisationMessages } from './customisation';
import { frameMessages } from './frame';
import { headerMessages } from './header';
import { httpMessages } from './http';
import { legalMessages } from './legal';
import { mediaMessages } from './media';
import { notificationMessages } from './notifications';
import { onboardingMessages } from './onboarding';
import { uiMessages } from './ui';
import { platformSubscriptionMessages } from './platform-subscription';
import { programMessages } from './programs';
import { trainingMessages } from './training';
import { validationMessages } from './validation';

/**
 * Every text the platform shows that the spec names, once, gathered from each domain's file. The API
 * and the browser import these; nobody restates them.
 */
export const messages = {
  ...httpMessages,
  ...validationMessages,
  ...frameMessages,
  ...onboardingMessages,
  ...headerMessages,
  ...coachAdminMessages,
  ...customisationMessages,
  ...mediaMessages,
  ...notificationMessages,
  ...legalMessages,
  ...uiMessages,
  ...programMessages,
  ...trainingMessages,
  ...platformSubscriptionMessages,
  ...chatMessages,
} as const;

export type AlertType = keyof typeof messages.alertTitles;
