import {
  dayHeading,
  fieldErrorsOf,
  macroDayRequestSchema,
  macroDayText,
  macroFieldNames,
  macroFields,
  MACRO_UNITS,
  messages,
  type MacroDay,
  type MacroField,
} from '@coachforge/contracts';
import { Button, Card } from '@coachforge/ui';
import { TextField } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { QueryState } from '../program-data';
import { macroEntryId } from './result-outbox';
import { useResultSync } from './result-sync';
import { useOwnMacros } from './use-macros';

const m = messages.macros;

const Days = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;
const Status = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

type Draft = Record<MacroField, string>;

/** One day's macros, typed whole; kept on this device first and synced through the results outbox. */
function MacroDayForm({
  date,
  start,
  onDone,
}: {
  date: string;
  start: Pick<MacroDay, MacroField> | undefined;
  onDone: () => void;
}) {
  const sync = useResultSync();
  const [draft, setDraft] = useState<Draft>(() => ({
    calories: start ? String(start.calories) : '',
    protein: start ? String(start.protein) : '',
    carbs: start ? String(start.carbs) : '',
    fat: start ? String(start.fat) : '',
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const body = {
      ...Object.fromEntries(
        macroFields.map((field) => [field, draft[field].trim() === '' ? undefined : Number(draft[field])]),
      ),
      edited_at: new Date().toISOString(),
    };
    let valid;
    try {
      valid = macroDayRequestSchema.validateSync(body, { abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError) return setErrors(fieldErrorsOf(error));
      throw error;
    }
    setErrors({});
    setSaving(true);
    try {
      await sync.logMacros(date, valid);
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      aria-label={`${m.title}, ${dayHeading(date)}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {macroFields.map((field) => (
        <TextField
          key={field}
          label={`${macroFieldNames[field]} (${MACRO_UNITS[field]})`}
          inputMode="numeric"
          value={draft[field]}
          onChange={(event) => setDraft((before) => ({ ...before, [field]: event.target.value }))}
          error={errors[field]?.[0]}
        />
      ))}
      <Button type="submit" loading={saving}>
        {m.save}
      </Button>
      <Button type="button" $variant="secondary" onClick={onDone}>
        Cancel
      </Button>
    </Form>
  );
}

/**
 * The week's macros on the client's calendar (decision 0227): each day as logged (or as this device holds
 * it until it syncs), with Log or Edit; days after today cannot be logged yet.
 */
export function MacrosWeek({ days, today }: { days: string[]; today: string }) {
  const macros = useOwnMacros(days[0]!, days.at(-1)!);
  const sync = useResultSync();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Card title={m.title}>
      <QueryState query={macros}>
        {(history) => (
          <Days aria-label={m.title}>
            {days.map((date) => {
              const queued = sync.queuedMacros(date);
              const stored = history.days.find((day) => day.date === date);
              const shown = queued?.body ?? stored;
              return (
                <li key={date} data-testid={`macros-${date}`}>
                  <strong>{dayHeading(date)}</strong>{' '}
                  <span data-testid="macros-text">{shown ? macroDayText(shown) : m.notLogged}</span>{' '}
                  {queued && sync.pending.has(macroEntryId(date)) ? (
                    <Status role="status">{messages.training.resultSavedOnDevice}</Status>
                  ) : null}{' '}
                  {editing === date ? (
                    <MacroDayForm date={date} start={shown} onDone={() => setEditing(null)} />
                  ) : date <= today ? (
                    <Button
                      type="button"
                      $size="small"
                      $variant="secondary"
                      aria-label={`${shown ? m.edit : m.log}, ${dayHeading(date)}`}
                      onClick={() => setEditing(date)}
                    >
                      {shown ? m.edit : m.log}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </Days>
        )}
      </QueryState>
    </Card>
  );
}
