/**
 * The invoice issuer port: what issuing needs from an authority that numbers and authorises
 * vouchers, and its ARCA adapter (WSAA login with the ticket kept in the database, WSFEv1 calls).
 */
import type { Db } from '../db';
import { isAlreadyAuthenticated, loginCms, type LoginTicket } from './arca/wsaa';
import { WsfeClient, WsfeError, AUTH_ERROR_CODES, type CaeRequest, type CaeResult, type VoucherQueryResult, type WsfeAuth } from './arca/wsfe';
import { acquireLease } from './lease';
import type { ArcaSettings } from './settings';

export type { CaeRequest, CaeRequestDetail, CaeResult, VoucherQueryResult, ArcaMessage } from './arca/wsfe';
export { ServiceUnavailable, SoapFault } from './arca/soap';

export interface InvoiceIssuer {
  /** The last number authorised for a point of sale and voucher type (0 when none). */
  lastAuthorised(pointOfSale: number, voucherType: number): Promise<number>;
  /** Asks for a CAE. Throws `ServiceUnavailable` when the outcome is unknown (timeout, no connection). */
  requestCae(request: CaeRequest): Promise<CaeResult>;
  /** An authorised voucher, or `found: false` when the authority has none with that number. */
  query(pointOfSale: number, voucherType: number, number: number): Promise<VoucherQueryResult>;
}

/** A WSAA ticket that cannot be had now (WSAA says one is valid but the database has none). */
export class TicketUnavailable extends Error {}

/**
 * The login ticket for WSFEv1, kept in `arca_tickets` for every gateway: read from the database
 * while it has more than five minutes left, else asked of WSAA under a lease so that only one
 * gateway logs in (WSAA refuses a second login while a ticket is valid).
 */
export class TicketStore {
  private cached: LoginTicket | null = null;
  constructor(
    private readonly db: Db,
    private readonly settings: ArcaSettings,
    private readonly service = 'wsfe',
  ) {}

  get key(): string {
    return `${this.settings.wsaaUrl}|${this.settings.cuit}|${this.service}`;
  }

  private fresh(t: LoginTicket | null): t is LoginTicket {
    return t !== null && t.expiresAt.getTime() - Date.now() > 5 * 60_000;
  }

  private async read(): Promise<LoginTicket | null> {
    const r = await this.db.query<{ token: string; sign: string; expires_at: Date | string }>('select token, sign, expires_at from arca_tickets where key = $1', [this.key]);
    const row = r.rows[0];
    return row ? { token: row.token, sign: row.sign, expiresAt: new Date(row.expires_at) } : null;
  }

  async ticket(): Promise<LoginTicket> {
    if (this.fresh(this.cached)) return this.cached;
    const stored = await this.read();
    if (this.fresh(stored)) return (this.cached = stored);
    const lease = await acquireLease(this.db, `wsaa:${this.key}`, { leaseMs: this.settings.timeoutMs * 2, waitMs: this.settings.timeoutMs * 3 });
    try {
      const again = await this.read();
      if (this.fresh(again)) return (this.cached = again);
      let ticket: LoginTicket;
      try {
        ticket = await loginCms({ url: this.settings.wsaaUrl, certPem: this.settings.certPem, keyPem: this.settings.keyPem, service: this.service, timeoutMs: this.settings.timeoutMs });
      } catch (err) {
        if (isAlreadyAuthenticated(err)) throw new TicketUnavailable('WSAA holds a valid ticket this shop did not keep; it can log in again when that ticket expires');
        throw err;
      }
      await this.db.query(
        `insert into arca_tickets (key, token, sign, expires_at) values ($1, $2, $3, $4)
         on conflict (key) do update set token = excluded.token, sign = excluded.sign, expires_at = excluded.expires_at, created_at = now()`,
        [this.key, ticket.token, ticket.sign, ticket.expiresAt.toISOString()],
      );
      return (this.cached = ticket);
    } finally {
      await lease.release();
    }
  }

  /** Forgets a ticket the service refused (expired or revoked), so the next call logs in again. */
  async invalidate(token: string): Promise<void> {
    if (this.cached?.token === token) this.cached = null;
    await this.db.query('delete from arca_tickets where key = $1 and token = $2', [this.key, token]);
  }
}

const isAuthError = (errors: { code: number }[]) => errors.some((e) => AUTH_ERROR_CODES.has(e.code));

/** The ARCA adapter of the issuer port. */
export class ArcaIssuer implements InvoiceIssuer {
  private readonly wsfe: WsfeClient;
  private readonly tickets: TicketStore;

  constructor(db: Db, private readonly settings: ArcaSettings) {
    this.wsfe = new WsfeClient(settings.wsfeUrl, settings.timeoutMs);
    this.tickets = new TicketStore(db, settings);
  }

  /** Runs a call with the ticket; once more with a new ticket when the service refuses the token. */
  private async withAuth<T>(call: (auth: WsfeAuth) => Promise<T>, refused: (result: T) => boolean): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const t = await this.tickets.ticket();
      const auth = { token: t.token, sign: t.sign, cuit: this.settings.cuit };
      let result: T;
      try {
        result = await call(auth);
      } catch (err) {
        if (attempt === 0 && err instanceof WsfeError && isAuthError(err.errors)) {
          await this.tickets.invalidate(t.token);
          continue;
        }
        throw err;
      }
      if (attempt === 0 && refused(result)) {
        await this.tickets.invalidate(t.token);
        continue;
      }
      return result;
    }
  }

  lastAuthorised(pointOfSale: number, voucherType: number): Promise<number> {
    return this.withAuth((auth) => this.wsfe.lastAuthorised(auth, pointOfSale, voucherType), () => false);
  }

  requestCae(request: CaeRequest): Promise<CaeResult> {
    return this.withAuth((auth) => this.wsfe.requestCae(auth, request), (r) => r.result === 'R' && isAuthError(r.errors));
  }

  query(pointOfSale: number, voucherType: number, number: number): Promise<VoucherQueryResult> {
    return this.withAuth((auth) => this.wsfe.query(auth, pointOfSale, voucherType, number), () => false);
  }

  dummy() {
    return this.wsfe.dummy();
  }
}
