import {
  messages,
  planTypeLabels,
  publicPageLinkKinds,
  publicPageLinkLabels,
  routePath,
  type PublicPage,
  type RouteName,
  type RouteParams,
  type StorefrontCoach,
  type StorefrontProgram,
} from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Avatar, EmptyState, StatusBadge } from '@coachforge/ui';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const m = messages.publicPage;

/** A link to a named route: a real address (open in a new tab, crawlers follow it), moved to by the shell. */
export function RouteLink({
  route,
  params,
  children,
  testId,
}: {
  route: RouteName;
  params?: RouteParams;
  children: ReactNode;
  testId?: string;
}) {
  const navigateTo = useNavigateTo();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateTo(route, params);
  };
  return (
    <a href={routePath(route, params)} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;
const ProgramCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
const CoachItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
/** The coach's own words: text, with their line breaks. */
export const About = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

export function SocialLinks({ links }: { links: PublicPage['content']['links'] }) {
  const shown = publicPageLinkKinds.filter((kind) => links[kind]);
  if (shown.length === 0) return null;
  return (
    <Links aria-label="Links">
      {shown.map((kind) => (
        <li key={kind}>
          <a href={links[kind]!} target="_blank" rel="noopener noreferrer nofollow ugc">
            {publicPageLinkLabels[kind]}
          </a>
        </li>
      ))}
    </Links>
  );
}

export function ProgramGrid({ programs }: { programs: StorefrontProgram[] }) {
  if (programs.length === 0) return <EmptyState title={m.noPrograms} />;
  return (
    <Grid aria-label={m.programs}>
      {programs.map((program) => (
        <ProgramCard key={program.id} data-testid={`storefront-program-${program.id}`}>
          {program.cover_url ? <img src={program.cover_url} alt="" loading="lazy" /> : null}
          <h3>
            <RouteLink route="public_plan" params={{ plan_id: program.custom_url ?? String(program.id) }}>
              {program.title}
            </RouteLink>
          </h3>
          <p>
            <StatusBadge tone="neutral">{planTypeLabels[program.plan_type]}</StatusBadge>{' '}
            {program.plan_pricing === 'free' ? <StatusBadge tone="success">{m.free}</StatusBadge> : null}
          </p>
          {program.summary ? <p>{program.summary}</p> : null}
        </ProgramCard>
      ))}
    </Grid>
  );
}

export function CoachList({ coaches }: { coaches: StorefrontCoach[] }) {
  return (
    <Grid aria-label={m.coaches}>
      {coaches.map((coach) => (
        <CoachItem key={coach.id} data-testid={`storefront-coach-${coach.id}`}>
          <Avatar name={coach.full_name} src={coach.avatar_url} decorative />
          <span>
            {coach.full_name}
            {coach.owner ? (
              <>
                {' '}
                <StatusBadge tone="info">{m.owner}</StatusBadge>
              </>
            ) : null}
          </span>
        </CoachItem>
      ))}
    </Grid>
  );
}
