import { endpoints, messages } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, DatePicker, Dialog, Notice, Skeleton } from '@coachforge/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useState } from 'react';

/**
 * The reschedule modal (spec 02 sections 2 and 5): a new first day for a Fixed Length program that has not
 * started; days before min_available_date are disabled and weeks start on Monday, as in every date picker.
 */
export function RescheduleDialog({
  plan,
  onClose,
}: {
  plan: { id: number; title: string };
  onClose: () => void;
}) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['purchase', 'reschedule-info', plan.id],
    queryFn: ({ signal }) => api.request(endpoints.rescheduleInfo, { params: { plan_id: plan.id }, signal }),
  });
  const [day, setDay] = useState<DateTime | null>(null);
  const save = useMutation({
    mutationFn: (date: string) =>
      api.request(endpoints.reschedule, { params: { plan_id: plan.id }, body: { date }, quiet: true }),
    onSuccess: async () => {
      toast.show({ type: 'congrats', text: messages.purchase.rescheduled(plan.title) });
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
      onClose();
    },
  });
  const min = info.data ? DateTime.fromISO(info.data.min_available_date) : null;
  const current = info.data?.start_current_schedule
    ? DateTime.fromISO(info.data.start_current_schedule)
    : null;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Reschedule"
      testId="reschedule-dialog"
      actions={
        <Button
          type="button"
          disabled={!day}
          loading={save.isPending}
          onClick={() => day && save.mutate(day.toISODate()!)}
        >
          Reschedule
        </Button>
      }
    >
      {info.isPending || !min ? (
        <Skeleton height="80px" />
      ) : (
        <>
          {current ? <p>{`Your program starts on ${current.toLocaleString(DateTime.DATE_FULL)}.`}</p> : null}
          <DatePicker
            label="New start date"
            value={day ?? current}
            onChange={setDay}
            minDate={min}
            today={min}
          />
        </>
      )}
      {save.error ? <Notice tone="error">{save.error.message}</Notice> : null}
    </Dialog>
  );
}
