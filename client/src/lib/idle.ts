/** What shows a shopper is about to use a part of the page: a pointer over it, focus in it, a finger on it. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Those waiting for their own task, in order: one message of the channel below ends each wait. */
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

/**
 * Ends the current task: what follows runs in a task of its own, after the browser has had the
 * chance to handle input and paint. (A message, not a timer: nested timers wait 4 ms each.) One
 * channel for the page, held by this module, carries every wait's message.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

/** Resolves when the browser is idle, at the latest after `timeoutMs` (after a short pause where it cannot tell). */
export function idle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 50);
  });
}

/** Resolves once the page's load event has fired. */
export function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Calls `run` once the page's load event has fired and the browser is idle (at the latest
 * `timeoutMs` later). Returns a cancel, for a caller that ran for another reason first.
 */
export function whenIdleAfterLoad(run: () => void, timeoutMs: number): () => void {
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let cancelled = false;
  let handle = 0;
  const schedule = () => {
    if (cancelled) return;
    handle = hasIdle ? window.requestIdleCallback(run, { timeout: timeoutMs }) : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    // An idle callback's number and a timer's are counted apart: each is cancelled by its own kind.
    if (hasIdle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * Calls `run` once, on the first sign of intent (INTENT_EVENTS) inside `element`. Returns a cancel.
 */
export function onFirstIntent(element: EventTarget, run: () => void): () => void {
  const once = () => {
    cancel();
    run();
  };
  const cancel = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, once, true);
  };
  for (const type of INTENT_EVENTS) element.addEventListener(type, once, { capture: true, passive: true });
  return cancel;
}
