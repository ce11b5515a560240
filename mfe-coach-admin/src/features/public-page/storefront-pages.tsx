import {
  ApiRequestError,
  messages,
  namedRoutes,
  STOREFRONT_RECOMMENDED_PROGRAMS,
  type PublicPage,
  type RouteParams,
} from '@coachforge/contracts';
import { useMe, useNavigateTo, useParams } from '@coachforge/remote-kit';
import { Avatar, Button, Card, EmptyState, Notice, Page } from '@coachforge/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { QueryState } from '../../components/query-state';
import { About, CoachList, ProgramGrid, RouteLink, SocialLinks } from './storefront-parts';
import { placeOf, storefrontSections, type StorefrontRoute } from './storefront-routes';
import { useStorefront, useStorefrontCoaches, useStorefrontPrograms, type PageKey } from './use-public-page';

const m = messages.publicPage;

/** The storefront's head, underlined in the account's primary colour (its web theme, white label). */
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 4px solid ${({ theme }) => theme.colors.primary};
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const notFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** Loading and error as everywhere in the remote; a page that does not exist says so. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError && notFound(query.error)) return <EmptyState title={m.notFound} />;
  return <QueryState query={query}>{children}</QueryState>;
}

/** The owner's bar above its own preview: edit, the short link, and the two-program recommendation. */
function OwnerBar({ page }: { page: PublicPage }) {
  const navigateTo = useNavigateTo();
  const me = useMe();
  const owner = me?.current.is_account_owner ?? false;
  return (
    <Card>
      <Toolbar>
        {owner ? (
          <Button type="button" onClick={() => navigateTo('own-public-page-edit')}>
            {m.edit}
          </Button>
        ) : (
          <span>{m.ownerEdits}</span>
        )}
        <span>
          {m.shortLink}:{' '}
          <code data-testid="public-page-short-link">{`${window.location.origin}${page.short_link}`}</code>
        </span>
      </Toolbar>
      {page.programs_total < STOREFRONT_RECOMMENDED_PROGRAMS ? (
        <Notice tone="info">{m.fewPrograms(page.programs_total)}</Notice>
      ) : null}
    </Card>
  );
}

/**
 * The coach's public page and storefront (spec 01 section 2.4, spec 02 section 2): its heading, about
 * text and links, the top 4 programs and coaches, and the full lists of each. The coach's own preview is
 * the same page with an owner's bar. The heading is the route's title until the page has loaded.
 */
export function StorefrontPage({ route }: { route: StorefrontRoute }) {
  const me = useMe();
  const params = useParams();
  const { family, section } = placeOf(route);
  const key: PageKey =
    family === 'own'
      ? { userId: String(me?.current.id ?? '') }
      : { userId: params.user_id ?? '', userType: family === 'short' ? params.user_type : undefined };
  const routeParams: RouteParams =
    family === 'own'
      ? {}
      : family === 'short'
        ? { user_type: key.userType!, user_id: key.userId }
        : { user_id: key.userId };
  const links = storefrontSections[family];
  const page = useStorefront(key);
  const name = page.data ? (page.data.content.title ?? page.data.account.full_name) : null;

  let heading = namedRoutes[route].title;
  if (name) heading = section === 'home' ? name : `${name}: ${section === 'plans' ? m.programs : m.coaches}`;

  return (
    <Page data-testid="coach_admin-page" data-route={route}>
      <Header data-testid="storefront-header">
        {page.data ? (
          <Avatar
            name={page.data.account.full_name}
            src={page.data.account.avatar_url}
            size={64}
            decorative
          />
        ) : null}
        <h1>{heading}</h1>
      </Header>
      {family === 'own' && page.data ? <OwnerBar page={page.data} /> : null}
      {section === 'home' ? (
        <Loaded query={page}>
          {(data) => (
            <>
              {data.content.about ? (
                <About data-testid="public-page-about">{data.content.about}</About>
              ) : null}
              <SocialLinks links={data.content.links} />
              <Card title={m.programs}>
                <ProgramGrid programs={data.programs} />
                {data.programs_total > data.programs.length ? (
                  <RouteLink route={links.plans} params={routeParams}>
                    {m.seeAllPrograms} ({data.programs_total})
                  </RouteLink>
                ) : null}
              </Card>
              <Card title={m.coaches}>
                <CoachList coaches={data.coaches} />
                {data.coaches_total > data.coaches.length ? (
                  <RouteLink route={links.coaches} params={routeParams}>
                    {m.seeAllCoaches} ({data.coaches_total})
                  </RouteLink>
                ) : null}
              </Card>
            </>
          )}
        </Loaded>
      ) : (
        <>
          <p>
            <RouteLink route={links.home} params={routeParams}>
              {m.back}
            </RouteLink>
          </p>
          {section === 'plans' ? <AllPrograms pageKey={key} /> : <AllCoaches pageKey={key} />}
        </>
      )}
    </Page>
  );
}

function AllPrograms({ pageKey }: { pageKey: PageKey }) {
  const query = useStorefrontPrograms(pageKey);
  return <Loaded query={query}>{(programs) => <ProgramGrid programs={programs} />}</Loaded>;
}

function AllCoaches({ pageKey }: { pageKey: PageKey }) {
  const query = useStorefrontCoaches(pageKey);
  return <Loaded query={query}>{(coaches) => <CoachList coaches={coaches} />}</Loaded>;
}
