import type { RemoteMountProps } from '@coachforge/contracts';
import { uiThemeFrom } from '@coachforge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import { BusinessSetupPage, CreateAccountPage, CreateTeamPage, SetupTeamPage } from '../features/business';
import { ConfirmationPage } from '../features/confirmation';
import { AcceptInvitationPage, AthleteInvitationPage } from '../features/invitations';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/password';
import { VerifyInformationPage } from '../features/profile-setup';
import { SetupProfileRedirect } from '../features/setup-profile';
import { SignInPage } from '../features/sign-in';
import { SignUpPage } from '../features/sign-up';
import { StripeOnboardingErrorPage, StripeOnboardingPage } from '../features/stripe';
import { SuccessPage } from '../features/success';
import { PlatformProvider } from './platform';
import { localPath } from './routes';

/** Which release of this remote is on the page: support and deploy checks read it here. */
const RELEASE = process.env.COACHFORGE_RELEASE ?? 'workspace';

const ReleaseNote = styled.p`
  margin: 24px 0 0;
  font-size: 12px;
  text-align: center;
  opacity: 0.6;
`;

export function OnboardingApp({ platform }: RemoteMountProps) {
  const session = platform.session.current();
  const theme =
    session.status === 'anonymous'
      ? session.theme
      : session.status === 'signed-in'
        ? session.me.theme
        : undefined;
  return (
    <PlatformProvider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <ThemeProvider theme={uiThemeFrom(theme?.web_theme)}>
          <BrowserRouter>
            <Routes>
              <Route path={localPath('onboarding-signin')} element={<SignInPage />} />
              <Route path={localPath('onboarding-coaching-signup')} element={<SignUpPage />} />
              <Route path={localPath('onboarding-forgot-password')} element={<ForgotPasswordPage />} />
              <Route path={localPath('onboarding-reset-password')} element={<ResetPasswordPage />} />
              <Route path={localPath('onboarding-confirmation')} element={<ConfirmationPage />} />
              <Route path={localPath('onboarding-setup-profile')} element={<SetupProfileRedirect />} />
              <Route path={localPath('onboarding-verify-information')} element={<VerifyInformationPage />} />
              <Route path={localPath('onboarding-create')} element={<CreateTeamPage />} />
              <Route path={localPath('onboarding-setup')} element={<SetupTeamPage />} />
              <Route path={localPath('onboarding-business-setup')} element={<BusinessSetupPage />} />
              <Route path={localPath('create-account')} element={<CreateAccountPage />} />
              <Route path={localPath('onboarding-accept-invitation')} element={<AcceptInvitationPage />} />
              <Route path={localPath('onboarding-athlete-invitation')} element={<AthleteInvitationPage />} />
              <Route path={localPath('onboarding-success')} element={<SuccessPage />} />
              <Route path={localPath('onboarding-stripe')} element={<StripeOnboardingPage />} />
              <Route path={localPath('onboarding-stripe-error')} element={<StripeOnboardingErrorPage />} />
              <Route path="*" element={<Navigate to={localPath('onboarding-signin')} replace />} />
            </Routes>
          </BrowserRouter>
          <ReleaseNote data-testid="remote-release">Sign-in and sign-up · release {RELEASE}</ReleaseNote>
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}
