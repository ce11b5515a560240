import { legalLinksFor } from './legal-pages';

test.each([
  ['a coach', 'coach', '#coaches'],
  ['a client', 'user', '#clients'],
  ['a visitor', null, '#coaches'],
] as const)('terms and privacy links for %s open the part written for them', (_who, role, part) => {
  const links = legalLinksFor(role);
  expect(links.find((link) => link.key === 'terms')?.href).toBe(`/pages/terms_of_use${part}`);
  expect(links.find((link) => link.key === 'privacy')?.href).toBe(`/pages/privacy_policy${part}`);
});
