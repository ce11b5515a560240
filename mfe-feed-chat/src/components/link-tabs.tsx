import { Link } from '@coachforge/remote-kit';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

export interface LinkTab<K extends string> {
  key: K;
  to: string;
  label: string;
}

/** Tabs that are addresses: a labelled row of links, the current one marked as the page. */
export function LinkTabs<K extends string>({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: LinkTab<K>[];
  current: K;
}) {
  return (
    <Bar aria-label={label}>
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </Bar>
  );
}
