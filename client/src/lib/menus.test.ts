import { describe, expect, it } from 'vitest';
import { MAIN_MENU, menuUrls, sessionMenu, visibleMenu } from './menus';

describe('menus', () => {
  it('link Home, Shop, Blog, Account and Pages, and highlight the offers for shoppers in every mode', () => {
    expect(MAIN_MENU.map((item) => item.title)).toEqual(['MENU_HOME', 'MENU_SHOP', 'MENU_BLOG', 'MENU_ACCOUNT', 'MENU_PAGES', 'MENU_OFFERS']);
    for (const demo of [true, false]) {
      expect(visibleMenu(MAIN_MENU, demo).filter((item) => item.highlight).map((i) => i.url)).toEqual(['/#home-special-offers']);
    }
    expect(menuUrls()).not.toContain('/sandbox');
  });

  it('lists internal addresses only', () => {
    const urls = menuUrls();
    expect(urls).toContain('/shop/category/products?layout=table');
    expect(urls).toContain('/site/components');
    expect(urls.every((url) => url.startsWith('/') && url !== '/sandbox')).toBe(true);
  });

  it('gives the account submenu of the session: sign in and register signed out, the account and sign-out signed in', () => {
    const account = (signedIn: boolean) => sessionMenu(MAIN_MENU, signedIn).find((item) => item.title === 'MENU_ACCOUNT')?.submenu ?? [];
    expect(account(false).map((i) => i.title)).toEqual(['BUTTON_LOGIN', 'LINK_CREATE_ACCOUNT', 'MENU_ACCOUNT_GARAGE']);
    expect(account(true).map((i) => i.title)).toEqual([
      'MENU_ACCOUNT_DASHBOARD', 'MENU_ACCOUNT_GARAGE', 'MENU_ACCOUNT_PROFILE', 'MENU_ACCOUNT_ORDERS', 'MENU_ACCOUNT_ADDRESSES', 'MENU_ACCOUNT_PASSWORD', 'BUTTON_LOGOUT',
    ]);
    expect(account(true).filter((i) => i.action === 'sign-out')).toHaveLength(1);
    expect(account(false).some((i) => i.action)).toBe(false);
  });
});
