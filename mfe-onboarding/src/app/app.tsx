import type { RemoteMountProps } from '@coachforge/contracts';
import { uiThemeFrom } from '@coachforge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import { SignInPage } from '../features/sign-in';
import { SignUpPage } from '../features/sign-up';
import { PlatformProvider } from './platform';
import { localPath, ONBOARDING_BASE } from './routes';

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
          <BrowserRouter basename={ONBOARDING_BASE}>
            <Routes>
              <Route path={localPath('onboarding-signin')} element={<SignInPage />} />
              <Route path={localPath('onboarding-coaching-signup')} element={<SignUpPage />} />
              <Route path="*" element={<Navigate to={localPath('onboarding-signin')} replace />} />
            </Routes>
          </BrowserRouter>
          <ReleaseNote data-testid="remote-release">Sign-in and sign-up · release {RELEASE}</ReleaseNote>
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}
