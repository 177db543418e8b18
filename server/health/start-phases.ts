/**
 * Where a start's time goes: each step's milliseconds since the previous mark, in order. The gateway
 * logs them once it answers (`start phases`), and `npm run bench:start` prints their medians.
 */
export class StartPhases {
  private last = performance.now();
  readonly phases: Record<string, number> = {};

  /** Ends the step called `name` (its time is added to an earlier step of the same name). */
  mark(name: string): void {
    const now = performance.now();
    this.phases[name] = (this.phases[name] ?? 0) + Math.round(now - this.last);
    this.last = now;
  }
}
