import {
  Avatar,
  Button,
  Card,
  Collapsible,
  DataTable,
  EmptyState,
  InfiniteList,
  Pagination,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type DataTableColumn,
} from '@coachforge/ui';
import { useState } from 'react';
import { AttachmentListSpecimen } from './attachment-list-specimen';
import { GuideSection, Specimen, State, States } from './specimen';

interface Client {
  id: number;
  name: string;
  program: string;
  sessions: number;
  state: 'Active' | 'Trial' | 'Past due';
}

const clients: Client[] = [
  { id: 1, name: 'Blake Rivers', program: 'Strength block', sessions: 12, state: 'Active' },
  { id: 2, name: 'Ash Moreno', program: 'Hyrox prep', sessions: 3, state: 'Trial' },
  { id: 3, name: 'Casey Lin', program: '10k plan', sessions: 40, state: 'Past due' },
];

const tone = { Active: 'success', Trial: 'info', 'Past due': 'danger' } as const;

const columns: DataTableColumn<Client>[] = [
  {
    key: 'name',
    label: 'Client',
    sortValue: (client) => client.name,
    render: (client) => (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Avatar name={client.name} size={28} decorative />
        {client.name}
      </span>
    ),
  },
  { key: 'program', label: 'Program', sortValue: (client) => client.program },
  { key: 'sessions', label: 'Sessions', sortValue: (client) => client.sessions },
  {
    key: 'state',
    label: 'State',
    render: (client) => <StatusBadge tone={tone[client.state]}>{client.state}</StatusBadge>,
  },
];

function Lists() {
  const [page, setPage] = useState(3);
  const [items, setItems] = useState([1, 2, 3]);
  return (
    <>
      <Specimen name="Pagination">
        <Pagination page={page} pageCount={12} onChange={setPage} />
      </Specimen>
      <Specimen name="Infinite list">
        <InfiniteList
          label="Notifications"
          items={items}
          itemKey={(item) => item}
          renderItem={(item) => <p style={{ margin: '4px 0' }}>Notification {item}</p>}
          hasMore={items.length < 9}
          isLoading={false}
          onLoadMore={() =>
            setItems((shown) => [...shown, shown.length + 1, shown.length + 2, shown.length + 3])
          }
        />
      </Specimen>
      <Specimen name="Collapsible">
        <div style={{ maxWidth: 480 }}>
          <Collapsible collapseAbovePx={124}>
            {Array.from({ length: 8 }, (_, index) => (
              <p key={index} style={{ margin: '4px 0' }}>
                attachment-{index + 1}.pdf
              </p>
            ))}
          </Collapsible>
        </div>
      </Specimen>
      <AttachmentListSpecimen />
    </>
  );
}

/** Tabs, tables, badges, avatars, cards and lists. */
export function DataSection() {
  return (
    <GuideSection title="Data and navigation">
      <Specimen name="Tabs">
        <Tabs>
          <TabList aria-label="Media">
            <Tab id="videos">Videos</Tab>
            <Tab id="files">Files</Tab>
            <Tab id="links" isDisabled>
              Links
            </Tab>
          </TabList>
          <TabPanel id="videos">Videos you uploaded.</TabPanel>
          <TabPanel id="files">Files you uploaded.</TabPanel>
          <TabPanel id="links">Links you added.</TabPanel>
        </Tabs>
      </Specimen>
      <Specimen name="Table">
        <States $columns={1}>
          <State name="Sortable">
            <DataTable
              label="Clients"
              columns={columns}
              rows={clients}
              rowKey={(client) => client.id}
              emptyState={null}
            />
          </State>
          <State name="Empty">
            <DataTable
              label="Archived clients"
              columns={columns}
              rows={[]}
              rowKey={(client) => client.id}
              emptyState={
                <EmptyState title="No clients yet" description="Share a program to get your first client." />
              }
            />
          </State>
        </States>
      </Specimen>
      <Specimen name="Status badge, avatar and card">
        <States>
          <State name="Badges">
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <StatusBadge>Draft</StatusBadge>
              <StatusBadge tone="info">Trial</StatusBadge>
              <StatusBadge tone="success">Active</StatusBadge>
              <StatusBadge tone="warning">Cancels soon</StatusBadge>
              <StatusBadge tone="danger">Past due</StatusBadge>
            </div>
          </State>
          <State name="Avatars">
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Avatar name="Casey Coach" />
              <Avatar name="Casey Strength Gym" size={36} />
              <Avatar name="madonna" size={24} />
            </div>
          </State>
          <State name="Card">
            <Card title="Next payment" aside={<StatusBadge tone="info">Monthly</StatusBadge>}>
              <p style={{ margin: 0 }}>49.99 on 1 April</p>
            </Card>
          </State>
          <State name="Empty state">
            <EmptyState
              title="No programs yet"
              description="Create one to start selling."
              action={<Button type="button">Create program</Button>}
            />
          </State>
        </States>
      </Specimen>
      <Lists />
    </GuideSection>
  );
}
