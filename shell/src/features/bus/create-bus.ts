import type { BusEvent, BusEventType, PlatformBus } from '@coachforge/contracts';
import { Subject, filter, type Observable } from 'rxjs';

/** The page's one event bus. Remotes get it through PlatformContext. */
export function createBus(): PlatformBus {
  const events = new Subject<BusEvent>();
  return {
    emit: (event) => events.next(event),
    on: <T extends BusEventType>(type: T) =>
      events.pipe(
        filter((event): event is Extract<BusEvent, { type: T }> => event.type === type),
      ) as Observable<Extract<BusEvent, { type: T }>>,
  };
}
