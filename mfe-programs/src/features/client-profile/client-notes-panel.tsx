import { CLIENT_NOTE_MAX, messages, type ClientNote } from '@coachforge/contracts';
import { useLeaveGuard, usePlatform } from '@coachforge/remote-kit';
import { Button, Card, ConfirmDialog, ErrorPanel, Notice, TextArea } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorText, QueryState } from '../program-data';
import { useChangeClientNote, useClientNotes } from './use-client-notes';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Body = styled.p`
  white-space: pre-wrap;
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;
const Meta = styled.small`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const dateOf = (iso: string) => iso.slice(0, 10);

/** One note's text box: a new note, or an existing one rewritten. What is typed is never dropped silently. */
function NoteForm({
  label,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave: (body: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useLeaveGuard(!saving && body.trim() !== initial.trim());
  const save = async () => {
    if (body.trim() === '') {
      setFailure(messages.notes.bodyRequired);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSave(body.trim());
      guard.allowLeaving();
      setBody(onCancel ? body.trim() : '');
    } catch (error) {
      setFailure(apiErrorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      {guard.dialog}
      <TextArea
        label={label}
        value={body}
        maxLength={CLIENT_NOTE_MAX}
        onChange={(event) => setBody(event.target.value)}
        error={failure ?? undefined}
      />
      <Button type="submit" $size="small" loading={saving}>
        {submitLabel}
      </Button>{' '}
      {onCancel ? (
        <Button type="button" $size="small" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}

function NoteItem({ note, athleteId }: { note: ClientNote; athleteId: number }) {
  const change = useChangeClientNote(athleteId);
  const { toast } = usePlatform();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <li data-testid={`client-note-${note.id}`}>
      {editing ? (
        <NoteForm
          label="Edit note"
          initial={note.body}
          submitLabel="Save note"
          onSave={async (body) => {
            await change.mutateAsync({ id: note.id, body: { body } });
            toast.show({ type: 'info', text: messages.notes.saved });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Body>{note.body}</Body>
          <Meta>
            {note.author_name ?? 'A former coach'} · {dateOf(note.created_at)}
            {note.updated_at !== note.created_at ? ` · edited ${dateOf(note.updated_at)}` : ''}
          </Meta>{' '}
          <Button type="button" $size="small" $variant="ghost" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button type="button" $size="small" $variant="ghost" onClick={() => setRemoving(true)}>
            Remove
          </Button>
          {failure ? <ErrorPanel title={failure} /> : null}
        </>
      )}
      <ConfirmDialog
        isOpen={removing}
        title="Remove this note?"
        confirmLabel="Remove note"
        tone="danger"
        onCancel={() => setRemoving(false)}
        onConfirm={async () => {
          setFailure(null);
          try {
            await change.mutateAsync({ id: note.id, body: null });
            toast.show({ type: 'info', text: messages.notes.removed });
          } catch (error) {
            setFailure(apiErrorText(error));
          }
          setRemoving(false);
        }}
      >
        The note is deleted for every coach of the account.
      </ConfirmDialog>
    </li>
  );
}

/**
 * The account's private notes about the client (decision 0198), on their profile: the client never sees
 * them. On FREE one note is kept in view (the most recent), and the page says so before the coach tries
 * to add a second.
 */
export function ClientNotesPanel({ athleteId }: { athleteId: number }) {
  const notes = useClientNotes(athleteId);
  const change = useChangeClientNote(athleteId);
  const { toast } = usePlatform();
  return (
    <Card title="Notes" testId="client-notes">
      <QueryState query={notes}>
        {(data) => (
          <>
            {data.hidden > 0 ? (
              <Notice tone="info">{messages.planLimits.freeNotesHidden(data.hidden)}</Notice>
            ) : null}
            {data.can_add ? (
              <NoteForm
                label="New note (only the account's coaches read it)"
                initial=""
                submitLabel="Add note"
                onSave={async (body) => {
                  await change.mutateAsync({ id: null, body: { body } });
                  toast.show({ type: 'info', text: messages.notes.saved });
                }}
              />
            ) : (
              <Notice tone="info" testId="client-notes-limit">
                {messages.planLimits.freeNotes}
              </Notice>
            )}
            {data.notes.length === 0 ? (
              <p>No notes yet.</p>
            ) : (
              <List aria-label="Notes about the client">
                {data.notes.map((note) => (
                  <NoteItem key={note.id} note={note} athleteId={athleteId} />
                ))}
              </List>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
