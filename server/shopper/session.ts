import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The shopper that owns this session's cart, wishlist, compare list and garage. */
    shopperId?: string;
    /** The signed-in account, when there is one (its shopper is then `shopperId`). */
    accountId?: string;
  }
}

export {};
