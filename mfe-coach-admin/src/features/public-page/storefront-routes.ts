import type { RouteName } from '@coachforge/contracts';

type Section = 'home' | 'plans' | 'coaches';

/** Where each address leads: one table for the own preview, the page by id or url, and the short link. */
export const storefrontSections = {
  own: { home: 'own-public-page', plans: 'own-public-page-plans', coaches: 'own-public-page-coaches' },
  view: { home: 'public-page-view', plans: 'public-page-plans', coaches: 'public-page-coaches' },
  short: {
    home: 'public-page-short-link',
    plans: 'public-page-short-link-plans',
    coaches: 'public-page-short-link-coaches',
  },
} as const satisfies Record<string, Record<Section, RouteName>>;

type Family = keyof typeof storefrontSections;
export type StorefrontRoute = (typeof storefrontSections)[Family][Section];

/** Every storefront route, each shown by the storefront page. */
export const storefrontRoutes: StorefrontRoute[] = Object.values(storefrontSections).flatMap((links) =>
  Object.values(links),
);

export const placeOf = (route: StorefrontRoute): { family: Family; section: Section } => {
  for (const [family, routes] of Object.entries(storefrontSections))
    for (const [section, name] of Object.entries(routes))
      if (name === route) return { family: family as Family, section: section as Section };
  throw new Error(`not a storefront route: ${route}`);
};
