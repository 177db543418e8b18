export { ArcaIssuer, TicketStore, TicketUnavailable, ServiceUnavailable, SoapFault, type InvoiceIssuer } from './issuer';
export { invoicePdf, pesos } from './pdf';
export { qrUrl, qrData, readQrUrl } from './qr';
export {
  issueInvoice,
  issueCreditNote,
  invoiceById,
  invoicesOfOrder,
  InvoiceOutcomeUnknown,
  NumberingConflict,
  type InvoiceContext,
  type InvoiceOrder,
  type InvoiceRecord,
  type InvoiceState,
} from './service';
export { invoiceSettingsFromEnv, InvoiceConfigError, DEFAULT_ARCA_TIMEOUT_MS, HOMOLOGATION_WSAA_URL, HOMOLOGATION_WSFE_URL, type ArcaSettings, type InvoiceSettings } from './settings';
export * from './maths';
export { createInvoicing } from './runtime';
export type { InvoicingRuntime } from './model';
export { invoiceResolvers } from './resolvers';
export { invoiceRoutes } from './routes';
export {
  creditNoteJob,
  issueInvoiceJob,
  listRejectedInvoices,
  queueCreditNote,
  queueOrderInvoice,
  retryInvoice,
  type CreditNoteRequest,
  voucherTitle,
  type RejectedInvoice,
} from './jobs';
