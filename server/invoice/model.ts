import type { ArcaStandIn } from '../../fixtures/arca/index.ts';
import type { InvoiceContext } from './service';

/** The invoicing side of a gateway (built by `createInvoicing`, kept in the gateway's services). */
export interface InvoicingRuntime {
  /** What issuing needs: the database, ARCA (or its stand-in) and the shop's invoice settings. */
  ctx: InvoiceContext;
  /** The stand-in this gateway started itself (tests, development without `npm start`), else null. */
  standIn: ArcaStandIn | null;
  /** Wakes the job runner after a transaction that queued an invoice or a credit note committed. */
  kick(): void;
  close(): Promise<void>;
}
