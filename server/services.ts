import type { PasswordResetLimiters } from './account/password-reset-limits';
import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import type { MailRuntime } from './mail';
import type { PaymentsRuntime } from './payment/runtime';
import type { InvoicingRuntime } from './invoice/model';
import type { ProviderRuntime } from './provider-standin';
import type { ShippingRuntime } from './shipping';

/** State the gateway keeps between requests, shared by all shoppers (nothing in it is one shopper's). */
export interface GatewayMemo {
  /** The category tree, kept `treeMs` (a minute by default; see catalog/categories.ts). */
  categoryTree: { expires: number; tree: Promise<unknown> } | null;
  treeMs: number;
  /** Whether the provider's words were learnt for typo correction (see search/lexicon.ts). */
  providerWords: { done: boolean; retryAt: number; running: boolean };
}

/**
 * What lives as long as the gateway process: configuration, the database, the logger and the
 * shared clients and caches of each domain. Nothing in it belongs to one shopper.
 */
export interface AppServices {
  config: Config;
  db: Db;
  log: Logger;
  /** The parts provider: client, shared cache and, by default, the stand-in. */
  provider: ProviderRuntime;
  memo: GatewayMemo;
  /** E-mail: the outbox and, with SMTP_URL, the worker that sends it. */
  mail: MailRuntime;
  /** Mercado Pago (or its stand-in) for WALLET orders. */
  payments: PaymentsRuntime;
  /** Electronic invoices through ARCA (or its stand-in); null when neither is configured. */
  invoices: InvoicingRuntime | null;
  /** The carriers (or their stand-in) and the quote service over them. */
  shipping: ShippingRuntime;
  /** Password-reset requests per email and per client address (the shop's limiter: Redis when set). */
  passwordResetLimits: PasswordResetLimiters;
  /** The shop's public URL (PUBLIC_URL, else where it listens), for links in e-mails and to Mercado Pago. */
  siteUrl: () => string;
}

export function createGatewayMemo(treeMs = 60_000): GatewayMemo {
  return { categoryTree: null, treeMs, providerWords: { done: false, retryAt: 0, running: false } };
}
