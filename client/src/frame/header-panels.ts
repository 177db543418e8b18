/**
 * The code of the header's panels (the mini-cart's lines, the login form or profile, the vehicle
 * picker, the search suggestions' list), which no page shows before a click: loaded when a panel is first opened, and before
 * that as soon as the shopper points at, touches or tabs into the header, or when the browser is
 * idle after the page has loaded, so a panel opens at once.
 */
export const loadMiniCartBody = () => import('./cart/mini-cart-body');
export const loadAccountPanel = () => import('./account/account-panel');
export const loadVehiclePicker = () => import('./search/vehicle-picker');
export const loadSuggestionsList = () => import('./search/suggestions-list');

/** How long after the load event the browser may wait for an idle moment before it loads them anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Resolves when the browser is idle (or after a short pause where it cannot tell). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  });
}

/** Loads the panels one at a time, each in an idle moment of its own: four short tasks, not one long one. */
async function loadAll(): Promise<void> {
  for (const load of [loadMiniCartBody, loadAccountPanel, loadVehiclePicker, loadSuggestionsList]) {
    await load().catch(() => undefined);
    await idle();
  }
}

/** Loads the panels' code on the first sign of interest in `header`, or when idle after the load event. Returns a cleanup. */
export function preloadHeaderPanels(header: HTMLElement): () => void {
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  let idle = 0;
  const stop = () => {
    for (const type of events) header.removeEventListener(type, start, true);
    window.removeEventListener('load', whenIdle);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
  function start() {
    stop();
    void loadAll();
  }
  function whenIdle() {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else start();
  }
  for (const type of events) header.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return stop;
}
