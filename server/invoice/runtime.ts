/**
 * The invoicing side of a gateway: ARCA (with the shop's certificate) or its stand-in, the context
 * invoices are issued with, and the job kinds that issue them (registered with the gateway's runner).
 */
import type { ArcaStandIn } from '../../fixtures/arca/index.ts';
import type { Config } from '../config';
import type { Db } from '../db';
import type { JobRunner } from '../jobs';
import type { Logger } from '../logger';
import type { MailRuntime } from '../mail';
import { testCertificate } from './arca/wsaa';
import { ArcaIssuer } from './issuer';
import { registerInvoiceJobs } from './jobs';
import type { InvoicingRuntime } from './model';
import type { InvoiceContext } from './service';
import { invoiceSettingsFromEnv } from './settings';

export type { InvoicingRuntime };

/**
 * ARCA with ARCA_CERT/ARCA_KEY; else, with the stand-in on (development's default), the stand-in at
 * ARCA_WSAA_URL/ARCA_WSFE_URL or one started here, signed in with a certificate made now; else
 * nothing: invoices are not issued (a warning in production).
 */
export async function createInvoicing(config: Config, db: Db, log: Logger, jobs: JobRunner, mail: MailRuntime, siteUrl: () => string): Promise<InvoicingRuntime | null> {
  const { invoice, arca, standIn: standInSettings } = invoiceSettingsFromEnv(config.invoices.env);
  let standIn: ArcaStandIn | null = null;
  let issuer: ArcaIssuer;
  if (arca) {
    issuer = new ArcaIssuer(db, arca);
  } else if (standInSettings) {
    let { wsaaUrl, wsfeUrl } = standInSettings;
    if (!wsaaUrl || !wsfeUrl) {
      // Loaded only here (it brings node-forge): a gateway given the stand-in's addresses never needs it.
      const { startArcaStandIn } = await import('../../fixtures/arca/index.ts');
      standIn = await startArcaStandIn();
      ({ wsaaUrl, wsfeUrl } = standIn);
      log.info({ url: standIn.url }, 'ARCA stand-in started (no ARCA_CERT set)');
    }
    // The certificate is made on the first login (a 2,048-bit key takes a start a few hundred
    // milliseconds, in every worker), not here.
    let certificate: { certPem: string; keyPem: string } | null = null;
    const made = () => (certificate ??= testCertificate(invoice.cuit));
    issuer = new ArcaIssuer(db, {
      wsaaUrl,
      wsfeUrl,
      get certPem() {
        return made().certPem;
      },
      get keyPem() {
        return made().keyPem;
      },
      cuit: invoice.cuit,
      timeoutMs: standInSettings.timeoutMs,
    });
  } else {
    if (config.env === 'production') log.warn('ARCA_CERT is not set: paid orders get no electronic invoice');
    return null;
  }
  const ctx: InvoiceContext = { db, issuer, settings: invoice, log };
  registerInvoiceJobs(jobs, { ctx, mail, siteUrl, log });
  return {
    ctx,
    standIn,
    kick: () => jobs.kick(),
    close: async () => {
      await standIn?.close();
    },
  };
}
