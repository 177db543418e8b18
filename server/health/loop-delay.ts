import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** How late this process's event loop ran its timers lately, in milliseconds. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

const WINDOW_MS = 1_000;
/** The histogram's sampling timer, in ms: each sample is the time between two of its ticks. */
const RESOLUTION_MS = 10;
/** Windows kept: the figures cover the last five seconds. */
const WINDOWS = 5;

/** A sample in ns, as the delay beyond the timer's own interval, in ms (one decimal). */
const late = (ns: number) => Math.max(0, Math.round(ns / 1e5 - RESOLUTION_MS * 10) / 10);

/**
 * The event loop's delay (`perf_hooks.monitorEventLoopDelay`) over the last five seconds: p50 of
 * the windows' medians, and the worst p99 and maximum of any one-second window. A loop that runs a
 * long synchronous task shows it here at once; a loop that is stopped altogether shows nothing at
 * all, which is why the process's heartbeat, not this figure, tells that it is stuck.
 */
export class LoopDelayMonitor {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private readonly windows: LoopDelay[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.histogram.enable();
    this.timer = setInterval(() => this.roll(), WINDOW_MS);
    this.timer.unref();
  }

  private roll(): void {
    const h = this.histogram;
    if (h.count > 0) this.windows.push({ p50: late(h.percentile(50)), p99: late(h.percentile(99)), max: late(h.max) });
    if (this.windows.length > WINDOWS) this.windows.shift();
    h.reset();
  }

  /** The figures of the last five seconds (and of the window in progress). */
  current(): LoopDelay {
    const h = this.histogram;
    const all = h.count > 0 ? [...this.windows, { p50: late(h.percentile(50)), p99: late(h.percentile(99)), max: late(h.max) }] : this.windows;
    if (all.length === 0) return { p50: 0, p99: 0, max: 0 };
    const medians = all.map((w) => w.p50).sort((a, b) => a - b);
    return {
      p50: medians[Math.floor(medians.length / 2)],
      p99: Math.max(...all.map((w) => w.p99)),
      max: Math.max(...all.map((w) => w.max)),
    };
  }

  /** Forgets what came before (the start's long module loading and building is no sign of trouble). */
  reset(): void {
    this.windows.length = 0;
    this.histogram.reset();
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}
