import { messages } from '@coachforge/contracts';
import { EmptyState, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import { Link } from '@coachforge/remote-kit';
import styled from 'styled-components';

const l = messages.leaderboards;

export interface StandingRow {
  key: string;
  rank: number;
  name: string;
  score: string;
  note: string;
  /** Where this score's comments are. */
  commentsTo: string;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const hidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
const Caption = styled.caption`
  ${hidden}
`;
const Hidden = styled.span`
  ${hidden}
`;

function StandingsTable({ rows, caption }: { rows: StandingRow[]; caption: string }) {
  if (rows.length === 0) return <EmptyState title={l.boardEmpty} />;
  return (
    <Table data-testid="standings">
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          <th scope="col">{l.rank}</th>
          <th scope="col">{l.athlete}</th>
          <th scope="col">{l.score}</th>
          <th scope="col">
            <Hidden>{l.comments}</Hidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid="standing">
            <td>{row.rank}</td>
            <th scope="row">
              {row.name}
              {row.note ? (
                <>
                  <br />
                  <small>{row.note}</small>
                </>
              ) : null}
            </th>
            <td>{row.score}</td>
            <td>
              <Link to={row.commentsTo} aria-label={l.commentsOnScore(row.name)}>
                {l.commentOnScore}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The board in two tabs: as prescribed (Rx) and scaled, each ranked on its own. */
export function StandingsTabs({ rx, scaled }: { rx: StandingRow[]; scaled: StandingRow[] }) {
  return (
    <Tabs defaultSelectedKey="rx">
      <TabList aria-label={l.boardKindsLabel}>
        <Tab id="rx">
          {l.rx} ({rx.length})
        </Tab>
        <Tab id="scaled">
          {l.scaled} ({scaled.length})
        </Tab>
      </TabList>
      <TabPanel id="rx">
        <StandingsTable rows={rx} caption={l.rx} />
      </TabPanel>
      <TabPanel id="scaled">
        <StandingsTable rows={scaled} caption={l.scaled} />
      </TabPanel>
    </Tabs>
  );
}
