import {
  endpoints,
  type BenchmarkEntryRequest,
  type BodyMetricRequest,
  type ClientRecords,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const ownKey = ['records', 'own'] as const;

/** The signed-in client's own benchmarks and body metrics. */
export function useOwnRecords() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ownKey,
    queryFn: ({ signal }) => api.request(endpoints.clientRecords, { signal, quiet: true }),
  });
}

/** The platform's benchmarks: the same for everyone, so read once per page. */
export function useBenchmarks() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['records', 'benchmarks'],
    queryFn: ({ signal }) => api.request(endpoints.benchmarks, { signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every client's records of the account, benchmark by benchmark (the coach's benchmarks page). */
export function useAccountBenchmarks() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['records', 'account'],
    queryFn: ({ signal }) => api.request(endpoints.accountBenchmarks, { signal, quiet: true }),
  });
}

/** A client's records, read by their coach. */
export function useAthleteRecords(athleteId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['records', 'athlete', athleteId],
    queryFn: ({ signal }) =>
      api.request(endpoints.athleteRecords, { params: { athlete_id: athleteId }, signal, quiet: true }),
  });
}

type RecordChange =
  | { kind: 'benchmark'; entry: BenchmarkEntryRequest }
  | { kind: 'body_metric'; entry: BodyMetricRequest }
  | { kind: 'remove_benchmark' | 'remove_body_metric'; id: number };

/** Adds or removes one of the client's own entries; the records shown follow the answer. */
export function useChangeRecords() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RecordChange): Promise<void> => {
      if (change.kind === 'benchmark')
        await api.request(endpoints.addBenchmarkEntry, { body: change.entry, quiet: true });
      else if (change.kind === 'body_metric')
        await api.request(endpoints.addBodyMetric, { body: change.entry, quiet: true });
      else
        await api.request(
          change.kind === 'remove_benchmark' ? endpoints.removeBenchmarkEntry : endpoints.removeBodyMetric,
          { params: { entry_id: change.id }, quiet: true },
        );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownKey }),
  });
}

export type { ClientRecords };
