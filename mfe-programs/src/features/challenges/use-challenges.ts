import { endpoints, type ChallengeRequest, type ChallengeScoreRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const key = ['challenges'] as const;

/** The account's own challenges and the platform's library, for the coach. */
export function useCoachChallenges() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...key, 'coach'],
    queryFn: ({ signal }) => api.request(endpoints.coachChallenges, { signal, quiet: true }),
    staleTime: 60_000,
  });
}

export function useCreateChallenge() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challenge: ChallengeRequest) =>
      api.request(endpoints.createChallenge, { body: challenge, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The board of the coach's community; null id: none open. */
export function useCoachBoard(challengeId: number | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...key, 'board', 'coach', challengeId],
    queryFn: ({ signal }) =>
      api.request(endpoints.challengeLeaderboard, {
        signal,
        quiet: true,
        params: { challenge_id: challengeId! },
      }),
    enabled: challengeId !== null,
  });
}

export function useClientChallenges() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...key, 'client'],
    queryFn: ({ signal }) => api.request(endpoints.clientChallenges, { signal, quiet: true }),
  });
}

/** The board of one community, as the client sees it (with their own scores). */
export function useClientBoard(challengeId: number | null, accountId: number | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...key, 'board', 'client', challengeId, accountId],
    queryFn: ({ signal }) =>
      api.request(endpoints.clientChallengeLeaderboard, {
        signal,
        quiet: true,
        params: { challenge_id: challengeId! },
        query: { account_id: accountId! },
      }),
    enabled: challengeId !== null && accountId !== null,
  });
}

export function useJoinChallenge() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, accountId }: { challengeId: number; accountId: number }) =>
      api.request(endpoints.joinChallenge, {
        params: { challenge_id: challengeId },
        body: { account_id: accountId },
        quiet: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useLogChallengeScore() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, score }: { challengeId: number; score: ChallengeScoreRequest }) =>
      api.request(endpoints.logChallengeScore, {
        params: { challenge_id: challengeId },
        body: score,
        quiet: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key, 'board'] }),
  });
}

/** A client's challenges in the account's community, as the coach sees them (decision 0173). */
export function useCoachClientChallenges(athleteId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...key, 'coach-client', athleteId],
    queryFn: ({ signal }) =>
      api.request(endpoints.coachClientChallenges, {
        signal,
        quiet: true,
        params: { athlete_id: athleteId },
      }),
  });
}
