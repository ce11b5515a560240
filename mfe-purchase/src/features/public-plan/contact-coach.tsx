import type { PublicPlan } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Button, Notice } from '@coachforge/ui';
import { useContactCoach } from './use-public-plan';

/**
 * Contact coach (spec 02 section 2): the program's client, whatever their membership's state (a removed
 * one included), opens their conversation with the coach's account. Only someone who has been a client of
 * the account can: the chat refuses strangers, so a visitor without a membership is not offered it.
 */
export function ContactCoach({ plan }: { plan: PublicPlan }) {
  const navigateTo = useNavigateTo();
  const contact = useContactCoach(plan.user.id);
  if (plan.is_owner || !plan.membership) return null;
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        loading={contact.isPending}
        onClick={() =>
          contact.mutate(undefined, {
            onSuccess: (room) => navigateTo('conversation', { conversation_id: room.id }),
          })
        }
      >
        Contact coach
      </Button>
      {contact.isError ? <Notice tone="error">{contact.error.message}</Notice> : null}
    </>
  );
}
