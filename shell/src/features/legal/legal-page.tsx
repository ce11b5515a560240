import { matchRoute, messages } from '@coachforge/contracts';
import { Page } from '@coachforge/ui';
import { useEffect, useState } from 'react';
import { isLegalRoute, type LegalRoute } from './legal-pages';

const l = messages.legal;

/** The static legal pages of spec 01 section 1; the facts they state are those of spec 01 section 9. */
const pages: Record<
  LegalRoute,
  { title: string; sections: { id?: string; heading: string; body: readonly string[] }[] }
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
  const page = route && isLegalRoute(route) ? pages[route] : undefined;
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
