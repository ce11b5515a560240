import { createRemote } from '@coachforge/remote-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ClientProfilePage } from '../features/client-profile';
import { DefaultUnitsPage, EmailsPage } from '../features/client-settings';
import { BusinessSetupPage, CreateAccountPage, CreateTeamPage, SetupTeamPage } from '../features/business';
import { ConfirmationPage } from '../features/confirmation';
import { AcceptInvitationPage, AthleteInvitationPage } from '../features/invitations';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/password';
import { VerifyInformationPage } from '../features/verify-information';
import { SetupProfileRedirect } from '../features/setup-profile';
import { SignInPage } from '../features/sign-in';
import { SignUpPage } from '../features/sign-up';
import { StripeOnboardingErrorPage, StripeOnboardingPage } from '../features/stripe';
import { SuccessPage } from '../features/success';

/** Which release of this remote is on the page: support and deploy checks read it here. */
const RELEASE = process.env.COACHFORGE_RELEASE ?? 'workspace';

const ReleaseNote = styled.p`
  margin: 24px 0 0;
  font-size: 12px;
  text-align: center;
  opacity: 0.6;
`;

function OnboardingRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ReleaseNote data-testid="remote-release">Sign-in and sign-up · release {RELEASE}</ReleaseNote>
    </>
  );
}

/** The remote's front door (`./app`): sign-in, sign-up and every onboarding page. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'onboarding',
  title: 'Sign-in and sign-up',
  Root: OnboardingRoot,
  otherwise: 'onboarding-signin',
  routes: [
    { route: 'onboarding-signin', element: <SignInPage /> },
    { route: 'onboarding-coaching-signup', element: <SignUpPage /> },
    { route: 'onboarding-forgot-password', element: <ForgotPasswordPage /> },
    { route: 'onboarding-reset-password', element: <ResetPasswordPage /> },
    { route: 'onboarding-confirmation', element: <ConfirmationPage /> },
    { route: 'onboarding-setup-profile', element: <SetupProfileRedirect /> },
    { route: 'onboarding-verify-information', element: <VerifyInformationPage /> },
    { route: 'onboarding-create', element: <CreateTeamPage /> },
    { route: 'onboarding-setup', element: <SetupTeamPage /> },
    { route: 'onboarding-business-setup', element: <BusinessSetupPage /> },
    { route: 'create-account', element: <CreateAccountPage /> },
    { route: 'onboarding-accept-invitation', element: <AcceptInvitationPage /> },
    { route: 'onboarding-athlete-invitation', element: <AthleteInvitationPage /> },
    { route: 'onboarding-success', element: <SuccessPage /> },
    { route: 'onboarding-stripe', element: <StripeOnboardingPage /> },
    { route: 'onboarding-stripe-error', element: <StripeOnboardingErrorPage /> },
    { route: 'user_profile_info', element: <ClientProfilePage /> },
    { route: 'settings_default_units', element: <DefaultUnitsPage /> },
    { route: 'settings_emails', element: <EmailsPage /> },
  ],
});
