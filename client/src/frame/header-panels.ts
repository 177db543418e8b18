import { idle, onFirstIntent, whenIdleAfterLoad } from '../lib/idle';

/**
 * The code of the header's panels (the mini-cart's lines, the login form or profile, the vehicle
 * picker, the search suggestions' list), which no page shows before a click: loaded when a panel
 * is first opened, and before that as soon as the shopper points at, touches or tabs into the
 * header, or when the browser is idle after the page has loaded, so a panel opens at once.
 */
export const loadMiniCartBody = () => import('./cart/mini-cart-body');
export const loadAccountPanel = () => import('./account/account-panel');
export const loadVehiclePicker = () => import('./search/vehicle-picker');
export const loadSuggestionsList = () => import('./search/suggestions-list');

/** How long after the load event the browser may wait for an idle moment before it loads them anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Loads the panels one at a time, each in an idle moment of its own: four short tasks, not one long one. */
async function loadAll(): Promise<void> {
  for (const load of [loadMiniCartBody, loadAccountPanel, loadVehiclePicker, loadSuggestionsList]) {
    await load().catch(() => undefined);
    await idle(IDLE_TIMEOUT_MS);
  }
}

/** Loads the panels' code on the first sign of interest in `header`, or when idle after the load event. Returns a cleanup. */
export function preloadHeaderPanels(header: HTMLElement): () => void {
  const stop = () => {
    stopIntent();
    stopIdle();
  };
  const start = () => {
    stop();
    void loadAll();
  };
  const stopIntent = onFirstIntent(header, start);
  const stopIdle = whenIdleAfterLoad(start, IDLE_TIMEOUT_MS);
  return stop;
}
