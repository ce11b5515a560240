import { endpoints, type CalendarComments, type CalendarCommentRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Whose side of the thread the page is on: the client's own calendar, or a coach reading a client's. */
export type CommentSide = { kind: 'client' } | { kind: 'coach'; userId: number };

export interface SessionPlace {
  planId: number;
  date: string;
  sessionIndex: number;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const keyOf = (side: CommentSide, place: SessionPlace) =>
  ['programs', 'calendar-comments', side.kind === 'coach' ? side.userId : 'own', place] as const;

/** A session's thread (decision 0228), as the client or as their coach reads it. */
export function useCalendarComments(side: CommentSide, place: SessionPlace) {
  const { api } = usePlatform();
  const query = { date: place.date, session_index: String(place.sessionIndex) };
  return useQuery({
    queryKey: keyOf(side, place),
    queryFn: ({ signal }): Promise<CalendarComments> =>
      side.kind === 'client'
        ? api.request(endpoints.clientCalendarComments, {
            params: { plan_id: place.planId },
            query,
            signal,
            quiet: true,
          })
        : api.request(endpoints.athleteCalendarComments, {
            params: { plan_id: place.planId, user_id: side.userId },
            query,
            signal,
            quiet: true,
          }),
  });
}

export function useSendCalendarComment(side: CommentSide, place: SessionPlace) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Pick<CalendarCommentRequest, 'text' | 'mentions'>) => {
      const body = { ...draft, date: place.date, session_index: place.sessionIndex };
      const options = { query: { time_zone: browserZone() }, body, quiet: true };
      return side.kind === 'client'
        ? api.request(endpoints.addClientCalendarComment, { params: { plan_id: place.planId }, ...options })
        : api.request(endpoints.addAthleteCalendarComment, {
            params: { plan_id: place.planId, user_id: side.userId },
            ...options,
          });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(side, place) }),
  });
}
