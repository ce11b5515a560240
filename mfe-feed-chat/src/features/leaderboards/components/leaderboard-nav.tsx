import { messages, type RouteName } from '@coachforge/contracts';
import { useRoutePath } from '@coachforge/remote-kit';
import { Link } from 'react-router';
import styled from 'styled-components';

const l = messages.leaderboards;

const Bar = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** Daily and challenge leaderboards, one link each. */
export function LeaderboardNav({ current }: { current: 'daily' | 'challenges' }) {
  const path = useRoutePath();
  const links: { key: 'daily' | 'challenges'; route: RouteName; label: string }[] = [
    { key: 'daily', route: 'daily_leaderboards', label: l.dailyTab },
    { key: 'challenges', route: 'challenge_leaderboards', label: l.challengesTab },
  ];
  return (
    <Bar aria-label={l.tabsLabel}>
      {links.map((link) => (
        <Link key={link.key} to={path(link.route)} aria-current={link.key === current ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </Bar>
  );
}

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
export const RowLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** "Wed 25 Nov 2026" for a calendar day (YYYY-MM-DD), whatever the browser's time zone. */
export const dayText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
