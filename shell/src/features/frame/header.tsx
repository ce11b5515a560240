import { messages, type PlatformSession } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { FrameProviders } from './frame-providers';
import { themeOf, useSessionState } from './use-session-state';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Logo = styled.a`
  font-weight: 800;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const Dialog = styled.dialog`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
  max-width: 380px;
  menu {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: flex-end;
    padding: 0;
    margin: ${({ theme }) => theme.space(4)} 0 0;
  }
`;

/** The header exists only for a signed-in person (spec 01 section 2.7). Menus come with the shell's own issue. */
export function Header({ session }: { session: PlatformSession }) {
  const state = useSessionState(session);
  const dialog = useRef<HTMLDialogElement>(null);
  const [signingOut, setSigningOut] = useState(false);
  if (state.status !== 'signed-in') return null;

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } finally {
      setSigningOut(false);
      dialog.current?.close();
      navigateToUrl('/');
    }
  };

  return (
    <FrameProviders theme={themeOf(state)}>
      <Bar data-testid="platform-header">
        <Logo href="/" onClick={navigateToUrl}>
          Coachforge
        </Logo>
        <span data-testid="header-user-name">{state.me.current.full_name}</span>
        <Button type="button" $variant="secondary" onClick={() => dialog.current?.showModal()}>
          Log out
        </Button>
        <Dialog ref={dialog} aria-labelledby="logout-title">
          <h2 id="logout-title">Log out?</h2>
          <p>{messages.auth.logoutAllAccounts}</p>
          <menu>
            <Button type="button" $variant="secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button type="button" disabled={signingOut} onClick={() => void signOut()}>
              Log out
            </Button>
          </menu>
        </Dialog>
      </Bar>
    </FrameProviders>
  );
}
