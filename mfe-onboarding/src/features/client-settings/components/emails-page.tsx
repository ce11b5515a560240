import {
  endpoints,
  messages,
  otherEmailRequestSchema,
  type OtherEmailInvitations,
} from '@coachforge/contracts';
import { useMe, usePlatform, useSearchParams } from '@coachforge/remote-kit';
import { Button, Card, Notice, TextField } from '@coachforge/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ValidationError } from 'yup';
import { ClientSettingsTabs } from './client-settings-tabs';

const c = messages.clients;

const InvitationList = styled.ul`
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  li > span:first-child {
    flex: 1;
  }
`;

/** The words of a refused call: the API's own message, else a generic one. */
const reasonOf = (failure: unknown) =>
  failure instanceof Error && failure.message ? failure.message : messages.http.requestFailed;

/**
 * settings_emails: the client's address, and the answer to "I can't see my program" when the coach invited
 * another address of theirs. The client asks for a link to that address; the link comes back here
 * (?other_email_token=…), proves the address is theirs, and only then lists the invitations to it, each
 * joinable at once (decision 0049).
 */
export function EmailsPage() {
  const me = useMe();
  return (
    <ClientSettingsTabs route="settings_emails">
      <Card title="Your email">
        <p data-testid="own-email">{me?.private.email}</p>
      </Card>
      <ConfirmedInvitations />
      <OtherEmailForm />
    </ClientSettingsTabs>
  );
}

function OtherEmailForm() {
  const { api } = usePlatform();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setError(undefined);
    let body: { email: string };
    try {
      body = await otherEmailRequestSchema.validate({ email });
    } catch (invalid) {
      return setError((invalid as ValidationError).message);
    }
    setBusy(true);
    try {
      await api.request(endpoints.requestOtherEmailConfirmation, { body, quiet: true });
      setSentTo(body.email);
      setEmail('');
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={c.otherEmailTitle}>
      <p>{c.otherEmailHint}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          label="Other email"
          type="email"
          name="other_email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={busy}>
          {c.otherEmailSend}
        </Button>
      </form>
      {sentTo ? (
        <Notice tone="success" testId="other-email-sent">
          {c.confirmationSent(sentTo)}
        </Notice>
      ) : null}
    </Card>
  );
}

/** Opened from the confirmation mail: confirms once, then lists what was sent to that address. */
function ConfirmedInvitations() {
  const { api, toast } = usePlatform();
  const [search, setSearch] = useSearchParams();
  const token = search.get('other_email_token');
  const [result, setResult] = useState<OtherEmailInvitations | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState<number[]>([]);
  const [joining, setJoining] = useState<number | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // A link works once: confirm it a single time, then take it out of the address bar.
    if (!token || asked.current === token) return;
    asked.current = token;
    api
      .request(endpoints.confirmOtherEmail, { body: { token }, quiet: true })
      .then(setResult, (error: unknown) => setFailure(reasonOf(error)))
      .finally(() => setSearch({}, { replace: true }));
  }, [api, token, setSearch]);

  const join = async (invitation: OtherEmailInvitations['invitations'][number]) => {
    setJoining(invitation.id);
    try {
      await api.request(endpoints.acceptInvitationAtConfirmedAddress, {
        params: { id: invitation.id },
        quiet: true,
      });
      setJoined((ids) => [...ids, invitation.id]);
      toast.show({ type: 'congrats', text: c.otherEmailJoined(invitation.program_title) });
    } catch (error) {
      toast.show({ type: 'error', text: reasonOf(error) });
    } finally {
      setJoining(null);
    }
  };

  if (failure) return <Notice tone="error">{failure}</Notice>;
  if (!result) return null;
  return (
    <Card title={c.otherEmailInvitations(result.email)}>
      {result.invitations.length === 0 ? (
        <p data-testid="other-email-none">{c.otherEmailNone(result.email)}</p>
      ) : (
        <InvitationList data-testid="other-email-invitations">
          {result.invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>
                <strong>{invitation.program_title}</strong> · {invitation.coach}
              </span>
              {joined.includes(invitation.id) ? (
                <span>Joined</span>
              ) : (
                <Button
                  type="button"
                  loading={joining === invitation.id}
                  onClick={() => void join(invitation)}
                  aria-label={`${c.otherEmailJoin} ${invitation.program_title}`}
                >
                  {c.otherEmailJoin}
                </Button>
              )}
            </li>
          ))}
        </InvitationList>
      )}
    </Card>
  );
}
