/**
 * The time as the marketplace sees it (slots, holds, reminders, expiries). Code that decides by the time reads
 * `app.clock.now()`, never `new Date()` directly, so tests and end-to-end runs can move it: a booking 10 days
 * out is held 2 days before, without waiting 8 days. Timestamps written only as records (created_at) may keep
 * the database's now(). What reads it, and the few deliberate exceptions: ADR 053.
 */
export interface Clock {
  now(): Date;
}

/**
 * Wall time, for the two checks against another party's clock, which moving the marketplace's time must not
 * move (ADR 053): the Stripe webhook's signature timestamp (Stripe signs with wall time), and test support's
 * expired access token (access tokens are signed and checked against wall time, lib/access-token.ts). Nothing
 * that decides by the marketplace's time reads it.
 */
export const wallClock: Clock = { now: () => new Date() };

/** The real time, shifted by an offset that only test support changes (E2E: PUT /api/test/clock). */
export class ShiftableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on, now() reads `instant` plus the time that passes. */
  set(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
