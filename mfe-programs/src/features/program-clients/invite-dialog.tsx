import { MAX_EMAIL_INVITES, endpoints, inviteClientsRequestSchema } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Dialog, TextArea } from '@coachforge/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ValidationError } from 'yup';
import { apiErrorText, apiFieldErrors, copy, programKeys } from '../program-data';

const emailsOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/**
 * Invites by email, at most 20 at a time (spec 02 section 5): the count is shown as the coach types and
 * more than 20 is refused before sending. Each address gets a mail with a single-use link.
 */
export function InviteDialog({ planId, onClose }: { planId: number; onClose: () => void }) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const emails = emailsOf(typed);

  const send = async () => {
    setError(undefined);
    try {
      await inviteClientsRequestSchema.validate({ emails }, { abortEarly: true });
    } catch (invalid) {
      return setError((invalid as ValidationError).message);
    }
    setBusy(true);
    try {
      const invitations = await api.request(endpoints.inviteClients, {
        params: { plan_id: planId },
        body: { emails },
        quiet: true,
      });
      toast.show({ type: 'congrats', text: copy.clients.invitedToast(invitations.length) });
      void queryClient.invalidateQueries({ queryKey: programKeys.one(planId) });
      onClose();
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      setError(Object.values(fields)[0] ?? apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      size="medium"
      title={copy.clients.inviteTitle}
      onClose={busy ? undefined : onClose}
      testId="invite-clients"
      actions={
        <>
          <Button type="button" $variant="secondary" disabled={busy} onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button type="button" loading={busy} onClick={() => void send()}>
            {copy.clients.sendInvites}
          </Button>
        </>
      }
    >
      <TextArea
        label={copy.clients.inviteEmails}
        description={copy.clients.inviteHint(MAX_EMAIL_INVITES)}
        rows={6}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <p data-testid="invite-count">{copy.clients.inviteCount(emails.length, MAX_EMAIL_INVITES)}</p>
    </Dialog>
  );
}
