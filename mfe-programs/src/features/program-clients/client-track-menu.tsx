import { endpoints, type ProgramClient, type ScheduleTrack } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { DropdownMenu, Notice } from '@coachforge/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '../program-data';

/**
 * Which of the program's tracks a client follows (decision 0116), changed from a menu in their row.
 * Shown only when the program has more than one active track.
 */
export function ClientTrackMenu({
  planId,
  client,
  tracks,
}: {
  planId: number;
  client: ProgramClient;
  tracks: ScheduleTrack[];
}) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const active = tracks.filter((track) => !track.archived);
  const change = useMutation({
    mutationFn: (trackId: number) =>
      api.request(endpoints.setClientTrack, {
        params: { plan_id: planId, client_id: client.id },
        body: { track_id: trackId },
        quiet: true,
      }),
    // Every list of this program's clients shows the row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['programs', 'one', planId, 'clients'] }),
  });
  // A track archived since the client was put on it no longer counts: they follow the first active one.
  const followed = active.find((track) => track.id === client.track_id) ?? active[0];
  if (!followed) return null;
  const name = client.full_name || client.email;
  return (
    <>
      <DropdownMenu
        label={`Track: ${followed.title}`}
        ariaLabel={`Track of ${name}: ${followed.title}`}
        items={active.map((track) => ({
          key: String(track.id),
          label: track.id === followed.id ? `✓ ${track.title}` : track.title,
          textValue: track.title,
        }))}
        onAction={(key) => Number(key) !== followed.id && change.mutate(Number(key))}
        testId={`client-track-${client.id}`}
      />
      {change.isError ? <Notice tone="error">{apiErrorText(change.error)}</Notice> : null}
    </>
  );
}
