import { endpoints } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';

/** The browser's own time zone: the client's "today" is theirs, wherever the server is. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const calendarKey = (from: string, to: string) => ['client-calendar', from, to] as const;

export function useClientCalendar(from: string, to: string) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: calendarKey(from, to),
    queryFn: ({ signal }) =>
      api.request(endpoints.clientCalendar, {
        query: { from, to, time_zone: browserTimeZone() },
        signal,
        quiet: true,
      }),
  });
}

/** A new result id, made here so a send retried after a lost answer is the same result. */
export function newResultId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
