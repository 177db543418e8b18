import express from 'express';
import { applyCachePolicy } from '../cache/policy';
import type { AppServices } from '../services';
import { invoicePdf } from './pdf';
import { invoiceById } from './service';
import { voucherTitle } from './jobs';

/**
 * An order's authorised invoice or credit note as a PDF, at /orders/<token>/invoices/<id>.pdf: the
 * order's token is what lets its page be read, so it is what lets its invoice be downloaded.
 */
export function invoiceRoutes(app: Pick<AppServices, 'db' | 'invoices'>): express.Router {
  const router = express.Router();
  router.get('/orders/:token/invoices/:file', async (req, res) => {
    applyCachePolicy(res, 'uncacheable');
    res.setHeader('X-Robots-Tag', 'noindex');
    const m = /^(\d{1,18})\.pdf$/.exec(req.params.file);
    const invoicing = app.invoices;
    if (!m || !invoicing || !/^[\w-]{20,64}$/.test(req.params.token)) return void res.status(404).type('text').send('Not found');
    const inv = await invoiceById(app.db, Number(m[1]));
    const owner = inv ? await app.db.query<{ token: string }>('select token from orders where id = $1', [inv.orderId]) : null;
    if (!inv || inv.state !== 'APPROVED' || owner?.rows[0]?.token !== req.params.token) return void res.status(404).type('text').send('Not found');
    const pdf = await invoicePdf(inv, invoicing.ctx.settings);
    const name = voucherTitle(inv).replace(/N\.º /, '').replace(/[^\w-]+/g, '-');
    res.type('application/pdf').setHeader('Content-Disposition', `attachment; filename="${name}.pdf"`);
    res.send(pdf);
  });
  return router;
}
