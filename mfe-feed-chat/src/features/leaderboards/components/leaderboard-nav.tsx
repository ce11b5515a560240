import { messages } from '@coachforge/contracts';
import { Link, useRoutePath } from '@coachforge/remote-kit';
import styled from 'styled-components';
import { LinkTabs } from '../../../components/link-tabs';

const l = messages.leaderboards;

/** Daily and challenge leaderboards, one link each. */
export function LeaderboardNav({ current }: { current: 'daily' | 'challenges' }) {
  const path = useRoutePath();
  return (
    <LinkTabs
      label={l.tabsLabel}
      current={current}
      tabs={[
        { key: 'daily', to: path('daily_leaderboards'), label: l.dailyTab },
        { key: 'challenges', to: path('challenge_leaderboards'), label: l.challengesTab },
      ]}
    />
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
