import type { TranslationKey } from '../../i18n/keys';
import type { MenuItem } from '../../lib/menus';

/** The stack of open panels of the mobile menu; the first is the root panel. */
export interface PanelStack {
  panels: Array<{ key: string; title: TranslationKey | ''; items: MenuItem[] }>;
}

export const ROOT_PANEL_KEY = 'root';

export function rootStack(): PanelStack {
  return { panels: [{ key: ROOT_PANEL_KEY, title: '', items: [] }] };
}

/** Opening a submenu pushes its panel, unless that panel is already open. */
export function openPanel(stack: PanelStack, key: string, title: TranslationKey, items: MenuItem[]): PanelStack {
  if (stack.panels.some((panel) => panel.key === key)) return stack;
  return { panels: [...stack.panels, { key, title, items }] };
}

/** The back button pops the top panel; the root panel stays. */
export function closePanel(stack: PanelStack): PanelStack {
  return stack.panels.length > 1 ? { panels: stack.panels.slice(0, -1) } : stack;
}

/** Offset of a panel at `level` while `depth` panels are open: 100 percent per level. */
export function panelOffset(level: number, depth: number): string {
  return `${(level - (depth - 1)) * 100}%`;
}
