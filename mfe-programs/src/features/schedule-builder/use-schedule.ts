import { endpoints, type ScheduleTrack, type ScheduleTrackRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const tracksKey = (planId: number) => ['programs', 'one', planId, 'tracks'] as const;

export function useTracks(planId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: tracksKey(planId),
    queryFn: ({ signal }) =>
      api.request(endpoints.programTracks, { params: { plan_id: planId }, signal, quiet: true }),
  });
}

/** Creates the first track, or saves one whole. */
export function useSaveTrack(planId: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      track,
    }: {
      id: number | null;
      track: ScheduleTrackRequest;
    }): Promise<ScheduleTrack> =>
      id === null
        ? api.request(endpoints.createTrack, { params: { plan_id: planId }, body: track, quiet: true })
        : api.request(endpoints.saveTrack, {
            params: { plan_id: planId, track_id: id },
            body: track,
            quiet: true,
          }),
    onSuccess: (saved) =>
      queryClient.setQueryData<ScheduleTrack[]>(tracksKey(planId), (tracks = []) =>
        tracks.some((track) => track.id === saved.id)
          ? tracks.map((track) => (track.id === saved.id ? saved : track))
          : [...tracks, saved],
      ),
  });
}
