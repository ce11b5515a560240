import { matchRoute, messages, routePath, type RouteName, type UserRole } from '@coachforge/contracts';
import { Page } from '@coachforge/ui';
import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';

const l = messages.legal;

/** The static legal pages of spec 01 section 1; the facts they state are those of spec 01 section 9. */
const pages: Partial<
  Record<RouteName, { title: string; sections: { id?: string; heading: string; body: readonly string[] }[] }>
> = {
  terms_of_use: {
    title: l.termsTitle,
    sections: [
      { id: 'coaches', heading: l.forCoaches, body: l.termsCoaches },
      { id: 'clients', heading: l.forClients, body: l.termsClients },
      { heading: l.liabilityHeading, body: [l.liability] },
    ],
  },
  privacy_policy: {
    title: l.privacyTitle,
    sections: [
      { id: 'coaches', heading: l.forCoaches, body: l.privacyCoaches },
      { id: 'clients', heading: l.forClients, body: l.privacyClients },
      { heading: l.retentionHeading, body: [l.retention, l.dataRequests] },
    ],
  },
  cookies_policy: { title: l.cookiesTitle, sections: [{ heading: l.cookiesHeading, body: l.cookies }] },
  data_security: {
    title: l.dataSecurityTitle,
    sections: [{ heading: l.dataSecurityTitle, body: [l.comingSoon] }],
  },
};

export const LEGAL_ROUTES = Object.keys(pages) as RouteName[];

function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return pathname;
}

export function LegalPage() {
  const route = matchRoute(usePathname())?.name;
  const page = route ? pages[route] : undefined;
  if (!page) return null;
  return (
    <Page $narrow data-testid="legal-page">
      <h1>{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.heading} id={section.id}>
          <h2>{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Page>
  );
}

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
