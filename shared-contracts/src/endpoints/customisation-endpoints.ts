import {
  appIconReviewSchema,
  appThemeFormSchema,
  customDomainFormSchema,
  subDomainFormSchema,
  webThemeFormSchema,
  type AppIconReview,
  type AppThemeForm,
  type CoachIcon,
  type CustomDomainForm,
  type Customisation,
  type HostTheme,
  type SubDomainForm,
  type WebThemeForm,
} from '../coach-admin/customisation';
import { defineEndpoint } from './define-endpoint';

/**
 * White label (spec 01 sections 2.3, 3 and 6; spec 03 section 4.6). The spec shows only GET themes and
 * GET coach/coach_icon; the rest follow the `themes` path (decision 0184). Every change is the account
 * owner's, on PROFESSIONAL or a running trial.
 */
export const customisationEndpoints = {
  /** Any coach of the account reads it (a client has none: 403). */
  customisation: defineEndpoint<void, Customisation>({
    method: 'GET',
    path: 'themes/customisation',
    authenticated: true,
  }),
  saveWebTheme: defineEndpoint<WebThemeForm, Customisation>({
    method: 'PUT',
    path: 'themes/web',
    authenticated: true,
    body: webThemeFormSchema,
    closedWhileBlocked: true,
  }),
  saveAppTheme: defineEndpoint<AppThemeForm, Customisation>({
    method: 'PUT',
    path: 'themes/app',
    authenticated: true,
    body: appThemeFormSchema,
    closedWhileBlocked: true,
  }),
  /** Multipart, field `theme[logo]`. */
  uploadLogo: defineEndpoint<FormData, Customisation>({
    method: 'POST',
    path: 'themes/logo',
    authenticated: true,
    closedWhileBlocked: true,
  }),
  removeLogo: defineEndpoint<void, Customisation>({
    method: 'DELETE',
    path: 'themes/logo',
    authenticated: true,
    closedWhileBlocked: true,
  }),
  saveSubDomain: defineEndpoint<SubDomainForm, Customisation>({
    method: 'PUT',
    path: 'themes/sub_domain',
    authenticated: true,
    body: subDomainFormSchema,
    closedWhileBlocked: true,
  }),
  removeSubDomain: defineEndpoint<void, Customisation>({
    method: 'DELETE',
    path: 'themes/sub_domain',
    authenticated: true,
    closedWhileBlocked: true,
  }),
  saveCustomDomain: defineEndpoint<CustomDomainForm, Customisation>({
    method: 'PUT',
    path: 'themes/custom_domain',
    authenticated: true,
    body: customDomainFormSchema,
    closedWhileBlocked: true,
  }),
  /** Looks the domain up in DNS now; answers the customisation with the outcome recorded. */
  verifyCustomDomain: defineEndpoint<void, Customisation>({
    method: 'POST',
    path: 'themes/custom_domain/verify',
    authenticated: true,
    closedWhileBlocked: true,
  }),
  removeCustomDomain: defineEndpoint<void, Customisation>({
    method: 'DELETE',
    path: 'themes/custom_domain',
    authenticated: true,
    closedWhileBlocked: true,
  }),
  /** The account whose sub-domain or verified custom domain `host` is (query `host`); 404 otherwise. */
  themeOfHost: defineEndpoint<void, HostTheme>({
    method: 'GET',
    path: 'themes/host',
    authenticated: false,
  }),
  /**
   * The operator's TLS proxy asks before it obtains a certificate for a name (query `domain`, decision
   * 0215): 200 for an account's sub-domain or verified custom domain, 404 for any other name.
   */
  tlsAsk: defineEndpoint<void, { domain: string }>({
    method: 'GET',
    path: 'themes/tls_ask',
    authenticated: false,
  }),
  coachIcon: defineEndpoint<void, CoachIcon>({
    method: 'GET',
    path: 'coach/coach_icon',
    authenticated: true,
  }),
  /** Multipart, field `coach_icon[icon]`: a new icon, sent for review. */
  uploadCoachIcon: defineEndpoint<FormData, CoachIcon>({
    method: 'POST',
    path: 'coach/coach_icon',
    authenticated: true,
    closedWhileBlocked: true,
  }),
  /** Operators (X-Admin-Token) approve or decline an account's icon; its coaches hear updated_coach_app_icon. */
  reviewCoachIcon: defineEndpoint<AppIconReview, CoachIcon>({
    method: 'POST',
    path: 'admin/coach_icons/:account_id/review',
    authenticated: false,
    body: appIconReviewSchema,
  }),
} as const;
