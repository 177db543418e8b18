import { describe, expect, it } from 'vitest';
import { closePanel, openPanel, panelOffset, rootStack } from './menu-panels';
import type { MenuItem } from '../../lib/menus';

const items: MenuItem[] = [{ title: 'MENU_SHOP_CART', url: '/shop/cart' }];

describe('mobile menu panels', () => {
  it('pushes a panel for a submenu and pops it with back', () => {
    const opened = openPanel(rootStack(), 'shop', 'MENU_SHOP', items);
    expect(opened.panels.map((p) => p.key)).toEqual(['root', 'shop']);
    expect(closePanel(opened).panels.map((p) => p.key)).toEqual(['root']);
  });

  it('does not open a panel that is already open', () => {
    const once = openPanel(rootStack(), 'shop', 'MENU_SHOP', items);
    expect(openPanel(once, 'shop', 'MENU_SHOP', items)).toBe(once);
  });

  it('never pops the root panel', () => {
    const root = rootStack();
    expect(closePanel(root)).toBe(root);
  });

  it('offsets panels by 100 percent per level from the top one', () => {
    expect(panelOffset(0, 1)).toBe('0%');
    expect(panelOffset(0, 2)).toBe('-100%');
    expect(panelOffset(1, 2)).toBe('0%');
    expect(panelOffset(0, 3)).toBe('-200%');
    expect(panelOffset(2, 3)).toBe('0%');
  });
});
