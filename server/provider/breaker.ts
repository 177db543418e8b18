/** Where a circuit stands: calls flow (closed), are refused (open), or one trial call is let through (half-open). */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface BreakerSettings {
  /** Consecutive failures that open the circuit; 0 never opens it. */
  failures: number;
  /** How long an open circuit refuses calls before letting one trial through. */
  coolDownMs: number;
}

/**
 * A circuit breaker for one operation. After `failures` failures in a row the circuit opens: calls
 * are refused at once for the cool-down; then a single trial call goes through (half-open): success
 * closes the circuit, failure opens it for another cool-down. Time is passed in, so tests need no clock.
 */
export class CircuitBreaker {
  private consecutive = 0;
  private openedAt = 0;
  private trialRunning = false;
  state: CircuitState = 'closed';

  constructor(private readonly settings: BreakerSettings) {}

  /** Whether a call may go out now; in half-open, only the first caller gets true. */
  allow(now: number): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open') {
      if (now - this.openedAt < this.settings.coolDownMs) return false;
      this.state = 'half-open';
      this.trialRunning = false;
    }
    if (this.trialRunning) return false;
    this.trialRunning = true;
    return true;
  }

  /** The provider answered (even a refusal: it is up). Answers true when this closed an open circuit. */
  success(): boolean {
    const reopened = this.state !== 'closed';
    this.consecutive = 0;
    this.state = 'closed';
    this.trialRunning = false;
    return reopened;
  }

  /** A call failed for the provider's health (timeout, connection, 5xx). Answers true when this opened the circuit. */
  failure(now: number): boolean {
    this.consecutive += 1;
    this.trialRunning = false;
    const trips = this.state === 'half-open' || (this.settings.failures > 0 && this.consecutive >= this.settings.failures);
    if (!trips) return false;
    const wasOpen = this.state === 'open';
    this.state = 'open';
    this.openedAt = now;
    return !wasOpen;
  }
}
