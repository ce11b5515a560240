import { DEFAULT_THEME } from '@coachforge/contracts';
import { act, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { useMe } from '../session/use-session';
import { fakeMe, renderWithPlatform } from '../testing';

function PrimaryColour() {
  const me = useMe();
  return (
    <p>
      {me?.current.full_name ?? 'nobody'} sees {useTheme().colors.primary}
    </p>
  );
}

test('a theme change on the session re-renders the remote in the new colours without a reload', () => {
  const me = fakeMe();
  const { setSession } = renderWithPlatform(<PrimaryColour />, { me });
  expect(screen.getByText(`Sam Coach sees ${DEFAULT_THEME.web_theme.primary_color}`)).toBeInTheDocument();

  const branded = { ...DEFAULT_THEME, web_theme: { ...DEFAULT_THEME.web_theme, primary_color: '#123456' } };
  act(() => setSession({ status: 'signed-in', me: { ...me, theme: branded } }));
  expect(screen.getByText('Sam Coach sees #123456')).toBeInTheDocument();
});

test('a visitor sees the theme the platform serves anonymously', () => {
  const theme = { ...DEFAULT_THEME, web_theme: { ...DEFAULT_THEME.web_theme, primary_color: '#abcdef' } };
  renderWithPlatform(<PrimaryColour />, { state: { status: 'anonymous', theme } });
  expect(screen.getByText('nobody sees #abcdef')).toBeInTheDocument();
});
