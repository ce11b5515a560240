import {
  endpoints,
  LEADERBOARD_CHANNEL,
  type LeaderboardComments,
  type LeaderboardComment,
  type LeaderboardCommentRequest,
  type LeaderboardKind,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

export const leaderboardKeys = {
  daily: ['leaderboards', 'daily'] as const,
  dailyBoard: (id: number) => ['leaderboards', 'daily', id] as const,
  challenges: ['leaderboards', 'challenges'] as const,
  challengeBoard: (id: number) => ['leaderboards', 'challenges', id] as const,
  comments: (kind: LeaderboardKind, id: number, resultId: string | null) =>
    ['leaderboards', 'comments', kind, id, resultId] as const,
};

export function useDailyLeaderboards() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: leaderboardKeys.daily,
    queryFn: ({ signal }) => api.request(endpoints.dailyLeaderboards, { signal, quiet: true }),
  });
}

export function useDailyLeaderboard(id: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: leaderboardKeys.dailyBoard(id),
    queryFn: ({ signal }) =>
      api.request(endpoints.dailyLeaderboard, { params: { board_id: id }, signal, quiet: true }),
  });
}

/** The account's own challenges and the platform's: each has a board in the account's community. */
export function useAccountChallenges() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: leaderboardKeys.challenges,
    queryFn: ({ signal }) => api.request(endpoints.coachChallenges, { signal, quiet: true }),
  });
}

export function useChallengeLeaderboard(id: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: leaderboardKeys.challengeBoard(id),
    queryFn: ({ signal }) =>
      api.request(endpoints.challengeLeaderboard, { params: { challenge_id: id }, signal, quiet: true }),
  });
}

export function useLeaderboardComments(kind: LeaderboardKind, id: number, resultId: string | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: leaderboardKeys.comments(kind, id, resultId),
    queryFn: ({ signal }) =>
      api.request(endpoints.leaderboardComments, {
        params: { kind, board_id: id },
        query: resultId === null ? {} : { result_id: resultId },
        signal,
        quiet: true,
      }),
  });
}

/** Sends a comment; once stored it joins the list shown. */
export function useSendLeaderboardComment(kind: LeaderboardKind, id: number, resultId: string | null) {
  const { api, queryClient } = usePlatform();
  return useMutation({
    mutationFn: (body: LeaderboardCommentRequest): Promise<LeaderboardComment> =>
      api.request(endpoints.createLeaderboardComment, {
        params: { kind, board_id: id },
        body,
        quiet: true,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: leaderboardKeys.comments(kind, id, resultId) }),
  });
}

/**
 * New comments on the board arrive while the page is open (decision 0191): each one about what this page
 * shows (the whole board, or this score) joins the list once, by id, whoever wrote it.
 */
export function useLiveLeaderboardComments(kind: LeaderboardKind, id: number, resultId: string | null) {
  const { cable, queryClient } = usePlatform();
  useEffect(
    () =>
      cable.subscribe(
        LEADERBOARD_CHANNEL,
        (message) => {
          if (message.type !== 'comment_created' || message.data.result_id !== resultId) return;
          queryClient.setQueryData<LeaderboardComments>(
            leaderboardKeys.comments(kind, id, resultId),
            (shown) =>
              shown && !shown.comments.some((comment) => comment.id === message.data.id)
                ? { ...shown, comments: [...shown.comments, message.data] }
                : shown,
          );
        },
        { kind, board_id: id },
      ),
    [cable, id, kind, queryClient, resultId],
  );
}
