import { messages, type ScheduleDay, type WorkoutTemplateSummary } from '@coachforge/contracts';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorPanel,
  Notice,
  Spinner,
  StatusBadge,
  TextField,
} from '@coachforge/ui';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { apiErrorText, copy, usePlanLimits } from '../program-data';
import { templateKindLabels } from './template-kinds';
import { useFetchTemplate, useTemplates } from './use-templates';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Entry = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

const countText = (template: WorkoutTemplateSummary) =>
  `${template.session_count} ${template.session_count === 1 ? 'session' : 'sessions'}, ${
    template.exercise_count
  } ${template.exercise_count === 1 ? 'exercise' : 'exercises'}`;

/**
 * "Insert template" (decision 0155): the account's saved days, the platform's presets and (for
 * HYROX-affiliated accounts) HYROX templates, searched by title; each row is a button, so the keyboard
 * does it all. The chosen template's sessions follow the day's own.
 */
export function InsertTemplateDialog({
  dayLabel,
  onInsert,
  onClose,
}: {
  dayLabel: string;
  onInsert: (day: ScheduleDay, title: string) => void;
  onClose: () => void;
}) {
  const limits = usePlanLimits();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const templates = useTemplates(query, limits.templates);
  const fetchTemplate = useFetchTemplate();
  const [choosing, setChoosing] = useState<number | null>(null);

  const insert = (template: WorkoutTemplateSummary) => {
    setChoosing(template.id);
    fetchTemplate.mutate(template.id, {
      onSuccess: (full) => onInsert(full.day, full.title),
      onSettled: () => setChoosing(null),
    });
  };

  return (
    <Dialog
      isOpen
      size="medium"
      title={`Insert a template into ${dayLabel}`}
      onClose={onClose}
      testId="insert-template-dialog"
      actions={
        <Button type="button" $variant="secondary" onClick={onClose}>
          {copy.cancel}
        </Button>
      }
    >
      {!limits.templates ? (
        <Notice tone="info">{messages.templates.needProfessional}</Notice>
      ) : (
        <>
          <div role="search">
            <TextField
              label="Search templates"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoFocus
            />
          </div>
          {fetchTemplate.isError ? <ErrorPanel title={apiErrorText(fetchTemplate.error)} /> : null}
          {templates.isPending ? (
            <div aria-busy="true">
              <Spinner label={copy.loading} />
            </div>
          ) : templates.isError ? (
            <ErrorPanel
              title={copy.loadFailed}
              detail={apiErrorText(templates.error)}
              onRetry={() => void templates.refetch()}
            />
          ) : templates.data.length === 0 ? (
            <EmptyState
              title={query ? 'No template matches' : 'No templates yet'}
              description={
                query
                  ? 'Try another word.'
                  : 'Save a day of your schedule as a template to insert it anywhere.'
              }
            />
          ) : (
            <List aria-label="Templates" data-testid="template-list">
              {templates.data.map((template) => (
                <Entry key={template.id}>
                  <div>
                    <strong>{template.title}</strong>{' '}
                    <StatusBadge tone={template.kind === 'day' ? 'neutral' : 'info'}>
                      {templateKindLabels[template.kind]}
                    </StatusBadge>
                    <div>{countText(template)}</div>
                    {template.description ? <div>{template.description}</div> : null}
                  </div>
                  <Button
                    type="button"
                    $size="small"
                    loading={choosing === template.id}
                    disabled={choosing !== null}
                    aria-label={`Insert ${template.title}`}
                    onClick={() => insert(template)}
                  >
                    Insert
                  </Button>
                </Entry>
              ))}
            </List>
          )}
        </>
      )}
    </Dialog>
  );
}
