/**
 * Where the API reads "now" for the moments a user sees (a trial's end, whether it has passed). Injected
 * through the ApiContext so tests can run the API at any moment, such as just before or after midnight.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` at the moment it is made and then runs at the machine's pace. */
export function clockStartingAt(start: Date, machine: Clock = systemClock): Clock {
  const offset = start.getTime() - machine.now().getTime();
  return { now: () => new Date(machine.now().getTime() + offset) };
}

/** The moment `days` whole days of 24 hours after `from`: a trial of 30 days is 30 × 24 hours long. */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 3600 * 1000);
}
