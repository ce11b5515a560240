import { messages, routePath, type RouteName, type UserRole } from '@coachforge/contracts';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';

const l = messages.legal;

/** The static legal pages of spec 01 section 1 (legal-page.tsx draws them, fetched on first visit). */
export const LEGAL_ROUTES = [
  'terms_of_use',
  'privacy_policy',
  'cookies_policy',
  'data_security',
] as const satisfies readonly RouteName[];
export type LegalRoute = (typeof LEGAL_ROUTES)[number];
export const isLegalRoute = (route: RouteName): route is LegalRoute =>
  (LEGAL_ROUTES as readonly RouteName[]).includes(route);

const Links = styled.footer`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
  font-size: 14px;
  a {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const CookieSettingsLink = styled.button`
  font: inherit;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  text-decoration: underline;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Terms and privacy chosen by role (spec 01 section 2.7): each opens the part written for that person. */
export function legalLinksFor(role: UserRole | null) {
  const part = role === 'user' ? 'clients' : 'coaches';
  return [
    { key: 'terms', label: l.termsTitle, href: `${routePath('terms_of_use')}#${part}` },
    { key: 'privacy', label: l.privacyTitle, href: `${routePath('privacy_policy')}#${part}` },
    { key: 'cookies', label: l.cookiesTitle, href: routePath('cookies_policy') },
  ];
}

export function LegalLinks({
  role,
  onCookieSettings,
}: {
  role: UserRole | null;
  /** Opens the cookie consent settings (spec 01 section 1: a cookie-consent link on the legal footer). */
  onCookieSettings: () => void;
}) {
  return (
    <Links data-testid="legal-links">
      {legalLinksFor(role).map((link) => (
        <a
          key={link.key}
          href={link.href}
          data-testid={`legal-${link.key}`}
          onClick={(event) => {
            event.preventDefault();
            navigateToUrl(link.href);
          }}
        >
          {link.label}
        </a>
      ))}
      <CookieSettingsLink type="button" data-testid="legal-cookie-settings" onClick={onCookieSettings}>
        {l.cookieSettings}
      </CookieSettingsLink>
    </Links>
  );
}
