import type { BusEventOf, BusEventType } from '@coachforge/contracts';
import { useEffect, useRef } from 'react';
import { usePlatform } from '../platform/platform-provider';

/**
 * Calls `handler` for every `event` on the platform's bus while the caller is mounted. The latest
 * handler is called, so it may close over state without resubscribing.
 */
export function useBusEvent<T extends BusEventType>(
  event: T,
  handler: (payload: BusEventOf<T>) => void,
): void {
  const { bus } = usePlatform();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const subscription = bus.on(event).subscribe((payload) => latest.current(payload));
    return () => subscription.unsubscribe();
  }, [bus, event]);
}
