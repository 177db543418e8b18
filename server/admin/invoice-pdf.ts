import type express from 'express';
import { invoiceById, invoicePdf, voucherTitle } from '../invoice';
import type { AppServices } from '../services';
import { allows, rolePermissions } from '../staff/permissions';
import { readStaffSession, type StaffSessionSettings } from '../staff/sessions';

/**
 * An authorised voucher's PDF for the staff, at /admin/invoices/<id>.pdf: the staff session's cookie
 * (path /admin, SameSite=Strict) with orders:read lets it be downloaded, whatever order it belongs
 * to; the shopper's route (/orders/<token>/invoices/<id>.pdf) asks for the order's token instead.
 * 401 without a signed-in session, 403 without the permission, 404 for anything not authorised.
 */
export function staffInvoicePdf(services: Pick<AppServices, 'db' | 'invoices'>, settings: StaffSessionSettings): express.RequestHandler {
  return async (req, res) => {
    const row = await readStaffSession(services.db, req.headers.cookie, settings);
    if (row?.stage !== 'signed-in' || !row.member) return void res.status(401).type('text').send('Sign in to the staff side first.');
    if (!allows(rolePermissions(row.member.role, row.member.listed), 'orders:read')) return void res.status(403).type('text').send('This needs the permission orders:read.');
    const m = /^(\d{1,15})\.pdf$/.exec(String(req.params.file));
    const invoicing = services.invoices;
    const inv = m && invoicing ? await invoiceById(services.db, Number(m[1])) : null;
    if (!inv || !invoicing || inv.state !== 'APPROVED') return void res.status(404).type('text').send('Not found');
    const pdf = await invoicePdf(inv, invoicing.ctx.settings);
    const name = voucherTitle(inv).replace(/N\.º /, '').replace(/[^\w-]+/g, '-');
    res.type('application/pdf').setHeader('Content-Disposition', `attachment; filename="${name}.pdf"`);
    res.send(pdf);
  };
}
