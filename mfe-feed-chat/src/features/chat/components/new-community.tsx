import { ApiRequestError, endpoints, flattenErrorMessages, messages } from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import { Button, FieldError, Select, TextField } from '@coachforge/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';

const c = messages.chat;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** A coach starts a community for the clients of one of the account's programs (decision 0134). */
export function NewCommunity() {
  const { api } = usePlatform();
  const navigateTo = useNavigateTo();
  const [open, setOpen] = useState(false);
  const [programId, setProgramId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const programs = useQuery({
    queryKey: ['chat', 'community-programs'],
    queryFn: ({ signal }) =>
      api.request(endpoints.listPrograms, { query: { tab: 'active' }, signal, quiet: true }),
    enabled: open,
  });

  if (!open)
    return (
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        {c.newCommunity}
      </Button>
    );

  async function create() {
    if (programId === null) {
      setError(c.programRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const room = await api.request(endpoints.createCommunity, {
        body: { program_id: programId, title: title.trim() },
        quiet: true,
      });
      navigateTo('conversation', { conversation_id: room.id });
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.body
          ? flattenErrorMessages(failure.body)
          : messages.http.requestFailed,
      );
      setBusy(false);
    }
  }

  return (
    <Form
      aria-label={c.newCommunity}
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Select
        label={c.program}
        options={(programs.data?.items ?? []).map((program) => ({ id: program.id, label: program.title }))}
        value={programId}
        onChange={setProgramId}
      />
      <TextField
        label={c.communityName}
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
      />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <div>
        <Button type="submit" loading={busy}>
          {c.createCommunity}
        </Button>{' '}
        <Button $variant="ghost" type="button" onClick={() => setOpen(false)}>
          {messages.ui.cancel}
        </Button>
      </div>
    </Form>
  );
}
