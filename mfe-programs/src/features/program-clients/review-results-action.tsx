import { endpoints, messages, type ProgramClient } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, StatusBadge } from '@coachforge/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClientCalendarLink } from './client-calendar-link';

/**
 * The to_review queue's action: what the client logged (results and macros days, decision 0227), to read
 * on their calendar, and Mark reviewed, which takes both out of the queue (an edit brings them back).
 */
export function ReviewResultsAction({ client }: { client: ProgramClient }) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const review = useMutation({
    mutationFn: () =>
      api.request(endpoints.reviewClientResults, {
        params: { plan_id: client.plan_id, client_id: client.id },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['programs'] }),
  });
  if (client.results_to_review === 0 && client.macros_to_review === 0) return null;
  return (
    <>
      {client.results_to_review > 0 ? (
        <StatusBadge tone="info" testId={`results-to-review-${client.id}`}>
          {client.results_to_review === 1
            ? '1 result to review'
            : `${client.results_to_review} results to review`}
        </StatusBadge>
      ) : null}{' '}
      {client.macros_to_review > 0 ? (
        <StatusBadge tone="info" testId={`macros-to-review-${client.id}`}>
          {messages.macros.daysToReview(client.macros_to_review)}
        </StatusBadge>
      ) : null}{' '}
      <ClientCalendarLink planId={client.plan_id} client={client} />{' '}
      <Button type="button" $size="small" loading={review.isPending} onClick={() => review.mutate()}>
        Mark reviewed
      </Button>
    </>
  );
}
