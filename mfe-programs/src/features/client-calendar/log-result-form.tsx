import {
  messages,
  scoreKinds,
  scoreText,
  type CalendarSession,
  type ScoreKind,
  type TrainingResult,
} from '@coachforge/contracts';
import { Button, Checkbox, Select, TextField } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useResultSync } from './result-sync';
import { newResultId } from './use-client-calendar';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

const scoreKindLabels: Record<ScoreKind, string> = {
  time: 'Time (seconds)',
  reps: 'Reps',
  load: 'Load (kg)',
  rounds: 'Rounds',
  distance: 'Distance (m)',
};

const Status = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * Logs (or edits) the client's result for one section. The id is made once per section and kept, so
 * saving twice, or a retry, updates the same result; the edit time is the client's own. The result is
 * kept on this device first and synced when it can be (decision 0110), and the form says which it is.
 */
export function LogResultForm({
  session,
  sectionIndex,
  result,
}: {
  session: CalendarSession;
  sectionIndex: number;
  result: TrainingResult | undefined;
}) {
  const sync = useResultSync();
  // What this device still holds for the section (logged offline, maybe before a reload) comes first.
  const queued = sync.queuedFor({
    program_id: session.program_id,
    date: session.date,
    session_index: session.session_index,
    section_index: sectionIndex,
  });
  const start = queued?.body ?? result;
  const [id] = useState(() => queued?.id ?? result?.id ?? newResultId());
  const [kind, setKind] = useState<ScoreKind>(start?.score_kind ?? 'reps');
  const [score, setScore] = useState(start ? String(start.score) : '');
  const [scaled, setScaled] = useState(start?.scaled ?? false);
  const [comment, setComment] = useState(start?.comment ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [logged, setLogged] = useState(Boolean(start));
  const section = session.session.sections[sectionIndex]!;
  const rejected = sync.rejected.find((entry) => entry.id === id);
  const onDevice = sync.pending.has(id);

  const save = async () => {
    const value = Number(score);
    if (score.trim() === '' || !Number.isFinite(value) || value < 0)
      return setError(messages.training.scoreInvalid);
    setError(undefined);
    setSaving(true);
    try {
      await sync.log(id, {
        program_id: session.program_id,
        date: session.date,
        session_index: session.session_index,
        section_index: sectionIndex,
        score_kind: kind,
        score: value,
        scaled,
        comment,
        edited_at: new Date().toISOString(),
      });
      setLogged(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      aria-label={`Result for ${section.title || 'section'}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid={`log-result-${session.program_id}-${session.session_index}-${sectionIndex}`}
    >
      <Select<ScoreKind>
        label="Score"
        value={kind}
        onChange={(next) => next && setKind(next)}
        options={scoreKinds.map((scoreKind) => ({ id: scoreKind, label: scoreKindLabels[scoreKind] }))}
      />
      <TextField
        label={scoreKindLabels[kind]}
        inputMode="decimal"
        value={score}
        onChange={(event) => setScore(event.target.value)}
        error={error}
      />
      <Checkbox label="Scaled" checked={scaled} onChange={(event) => setScaled(event.target.checked)} />
      <TextField label="Comment" value={comment} onChange={(event) => setComment(event.target.value)} />
      <Button type="submit" loading={saving}>
        {logged ? 'Update result' : 'Log result'}
      </Button>
      <Status role="status" data-testid="result-state">
        {rejected
          ? messages.training.resultRejected(rejected.reason)
          : onDevice
            ? `${messages.training.resultSavedOnDevice}. ${messages.training.resultSavedOnDeviceHint}`
            : logged
              ? messages.training.resultSynced
              : ''}
      </Status>
      {result?.replaced.map((earlier) => (
        <Status key={earlier.edited_at} data-testid="result-replaced">
          {messages.training.resultReplaced(scoreText(earlier.score_kind, earlier.score))}
        </Status>
      ))}
    </Form>
  );
}
