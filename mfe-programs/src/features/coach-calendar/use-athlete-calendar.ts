import { endpoints } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '../client-calendar';

/**
 * One client's days for the coach over a date range (at most a month grid): in one program, or (planId
 * null) in every program of the account they joined.
 */
export function useAthleteCalendar(planId: number | null, userId: number, from: string, to: string) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['programs', 'athlete-calendar', planId, userId, from, to],
    queryFn: ({ signal }) =>
      api.request(planId === null ? endpoints.accountAthleteCalendar : endpoints.athleteCalendar, {
        params: planId === null ? { user_id: userId } : { plan_id: planId, user_id: userId },
        query: { from, to, time_zone: browserTimeZone() },
        signal,
        quiet: true,
      }),
    placeholderData: (previous) => previous,
  });
}

/** The client's macros days over the same range, for a coach of their account (decision 0227). */
export function useAthleteMacros(userId: number, from: string, to: string) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['programs', 'athlete-macros', userId, from, to],
    queryFn: ({ signal }) =>
      api.request(endpoints.athleteMacros, {
        params: { athlete_id: userId },
        query: { from, to },
        signal,
        quiet: true,
      }),
    enabled: Number.isInteger(userId),
    placeholderData: (previous) => previous,
  });
}
