import { endpoints, messages, type ProgramClient } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, ConfirmDialog } from '@coachforge/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorText, programKeys } from '../program-data';

const c = messages.clients;

/**
 * Removes a joined client from the program (they keep their history but cannot open it), after asking,
 * or restores their access at once (spec 02 §6). Someone who has not joined has no such action.
 */
export function ClientAccessAction({ planId, client }: { planId: number; client: ProgramClient }) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (client.user_id === null || client.status === 'pending' || client.status === 'invited') return null;

  const change = async (blocked: boolean) => {
    setBusy(true);
    try {
      await api.request(blocked ? endpoints.blockClient : endpoints.unblockClient, {
        params: { plan_id: planId, client_id: client.id },
        quiet: true,
      });
      toast.show({
        type: 'info',
        text: blocked ? c.blockedDone(client.full_name) : c.unblockedDone(client.full_name),
      });
      await queryClient.invalidateQueries({ queryKey: programKeys.one(planId) });
    } catch (failure) {
      toast.show({ type: 'error', text: apiErrorText(failure) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      {client.is_blocked ? (
        <Button
          type="button"
          $size="small"
          $variant="secondary"
          loading={busy}
          onClick={() => void change(false)}
          data-testid={`unblock-client-${client.id}`}
        >
          {c.unblock}
        </Button>
      ) : (
        <Button
          type="button"
          $size="small"
          $variant="ghost"
          onClick={() => setAsking(true)}
          data-testid={`block-client-${client.id}`}
        >
          {c.block}
        </Button>
      )}
      <ConfirmDialog
        isOpen={asking}
        tone="danger"
        title={c.blockTitle(client.full_name)}
        confirmLabel={c.block}
        onConfirm={() => change(true)}
        onCancel={() => setAsking(false)}
        testId="block-client-confirm"
      >
        <p>{c.blockBody}</p>
      </ConfirmDialog>
    </>
  );
}
