import { endpoints } from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import { Button, Notice } from '@coachforge/ui';
import { useMutation } from '@tanstack/react-query';

/** Message: opens (or finds) the account's conversation with this client and goes there. */
export function MessageClient({ athleteId }: { athleteId: number }) {
  const { api } = usePlatform();
  const navigateTo = useNavigateTo();
  const open = useMutation({
    mutationFn: () => api.request(endpoints.openConversation, { body: { user_id: athleteId }, quiet: true }),
    onSuccess: (room) => navigateTo('conversation', { conversation_id: room.id }),
  });
  return (
    <>
      <Button type="button" $variant="secondary" loading={open.isPending} onClick={() => open.mutate()}>
        Message
      </Button>
      {open.isError ? <Notice tone="error">{open.error.message}</Notice> : null}
    </>
  );
}
