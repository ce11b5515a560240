import { messages, type WorkoutTemplateSummary } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Notice,
  StatusBadge,
  TextField,
  type DataTableColumn,
} from '@coachforge/ui';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import {
  apiErrorText,
  folded,
  inLibrarySource,
  LibraryFilters,
  LibrarySourceSelect,
  ProgramRoutePage,
  QueryState,
  RouteButton,
  usePlanLimits,
  type LibrarySource,
} from '../program-data';
import { templateKindLabels, useRemoveTemplate, useTemplates } from '../workout-templates';
import { kindOfList, listLabels, type TemplateListRoute } from './template-routes';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const countText = (row: WorkoutTemplateSummary) =>
  `${row.session_count} ${row.session_count === 1 ? 'session' : 'sessions'}, ${row.exercise_count} ${
    row.exercise_count === 1 ? 'exercise' : 'exercises'
  }`;

/** Where a platform template is read: its kind's own page (presets/:plan_id, hyrox/:plan_id). */
const viewRouteOf = (row: WorkoutTemplateSummary) =>
  row.kind === 'hyrox' ? 'workout_library_hyrox_edit' : 'workout_library_presets_edit';

/**
 * The template library (workout_library_days, _presets, _hyrox; decisions 0155, 0172): the account's own
 * days and the platform's presets and HYROX templates, searched and filtered in the page as the other
 * libraries are. A coach makes, edits and removes their own; the platform's are read and copied.
 */
export function TemplateLibraryPage({ route }: { route: TemplateListRoute }) {
  const limits = usePlanLimits();
  const { toast } = usePlatform();
  const templates = useTemplates('');
  const remove = useRemoveTemplate();
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<LibrarySource>('all');
  const [removing, setRemoving] = useState<WorkoutTemplateSummary | null>(null);
  const query = folded(useDeferredValue(search).trim());
  const kind = kindOfList[route];

  const columns: DataTableColumn<WorkoutTemplateSummary>[] = [
    { key: 'title', label: 'Template', isRowHeader: true, sortValue: (row) => row.title },
    {
      key: 'kind',
      label: 'Kind',
      render: (row) => (
        <StatusBadge tone={row.kind === 'day' ? 'neutral' : 'info'}>
          {templateKindLabels[row.kind]}
        </StatusBadge>
      ),
      sortValue: (row) => row.kind,
    },
    { key: 'content', label: 'Holds', render: countText, sortValue: (row) => row.exercise_count },
    { key: 'description', label: 'Description' },
    {
      key: 'actions',
      label: 'Actions',
      render: (row) =>
        row.library ? (
          <Actions>
            <RouteButton route={viewRouteOf(row)} params={{ plan_id: row.id }}>
              View
            </RouteButton>
            {limits.templates ? (
              <RouteButton route="workout_library_days_create" params={{}} query={{ from: row.id }}>
                Make a copy
              </RouteButton>
            ) : null}
          </Actions>
        ) : (
          <Actions>
            {limits.templates ? (
              <RouteButton route="workout_library_days_edit" params={{ template_id: row.id }}>
                Edit
              </RouteButton>
            ) : null}
            <Button
              type="button"
              $size="small"
              $variant="ghost"
              aria-label={`Delete ${row.title}`}
              onClick={() => setRemoving(row)}
            >
              Delete
            </Button>
          </Actions>
        ),
    },
  ];

  return (
    <ProgramRoutePage route={route}>
      <Nav aria-label="Template lists">
        {(Object.keys(listLabels) as TemplateListRoute[]).map((list) =>
          list === route ? (
            <strong key={list} aria-current="page">
              {listLabels[list]}
            </strong>
          ) : (
            <RouteButton key={list} route={list} params={{}} variant="link">
              {listLabels[list]}
            </RouteButton>
          ),
        )}
      </Nav>
      {limits.templates ? (
        <p>
          <RouteButton route="workout_library_days_create" params={{}} testId="new-template">
            New template
          </RouteButton>
        </p>
      ) : (
        <Notice tone="info">{messages.templates.needProfessional}</Notice>
      )}
      <LibraryFilters role="search">
        <TextField
          label="Search templates"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {kind === null ? <LibrarySourceSelect noun="templates" value={source} onChange={setSource} /> : null}
      </LibraryFilters>
      <QueryState query={templates}>
        {(all) => {
          const ofList = all.filter((row) => kind === null || row.kind === kind);
          const shown = ofList.filter(
            (row) =>
              (kind !== null || inLibrarySource(source, row.library)) &&
              (query === '' || folded(`${row.title} ${row.description}`).includes(query)),
          );
          const nothingYet = ofList.length === 0 || (source === 'own' && query === '' && shown.length === 0);
          return (
            <>
              <p role="status" data-testid="template-count">
                {shown.length} of {ofList.length} templates
              </p>
              <DataTable
                label="Templates"
                columns={columns}
                rows={shown}
                rowKey={(row) => row.id}
                emptyState={
                  kind === 'hyrox' && ofList.length === 0 ? (
                    <EmptyState title="No HYROX templates" description={messages.templates.hyroxOnly} />
                  ) : nothingYet ? (
                    <EmptyState
                      title="No templates of your own yet"
                      description="Create one here, or save a day of a program's schedule as a template."
                    />
                  ) : (
                    <EmptyState
                      title="No template matches"
                      description="Try another word or clear the filters."
                    />
                  )
                }
                testId="template-table"
              />
            </>
          );
        }}
      </QueryState>
      <ConfirmDialog
        isOpen={removing !== null}
        title={`Delete ${removing?.title ?? 'this template'}?`}
        confirmLabel="Delete template"
        tone="danger"
        onCancel={() => {
          remove.reset();
          setRemoving(null);
        }}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toast.show({ type: 'info', text: messages.templates.removed });
            setRemoving(null);
          } catch {
            // The dialog stays open with the reason.
          }
        }}
      >
        Programs it was inserted into keep their sessions.
        {remove.isError ? <Notice tone="error">{apiErrorText(remove.error)}</Notice> : null}
      </ConfirmDialog>
    </ProgramRoutePage>
  );
}
