/** The one server clock. Every rule reads time from here, so tests and demos can move it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that starts at `startMs` and then runs at real speed (CLOCK_START). */
export function clockStartingAt(startMs: number): Clock {
  const offset = startMs - Date.now();
  return { now: () => Date.now() + offset };
}

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  constructor(private ms: number) {}
  now(): number {
    return this.ms;
  }
  set(ms: number): void {
    this.ms = ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}
