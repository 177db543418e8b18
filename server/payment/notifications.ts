import express, { type Request, type Response } from 'express';
import type { AppServices } from '../services';
import { MercadoPagoUnavailable } from './mercadopago-api';
import { NOTIFICATION_PATH, recordPayment } from './service';
import { notificationSignatureProblem } from './signature';
import { applyCachePolicy } from '../cache/policy';

function first(value: unknown): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
}

/**
 * Mercado Pago's notifications (webhooks) at POST /payments/mercadopago/notifications. A
 * notification is believed only when its `x-signature` checks out with the webhook secret; its body
 * is never: for a payment the gateway asks Mercado Pago for the payment and records what it says.
 * Answers: 200 once handled (or for a topic the shop does not follow), 401 for a bad signature, 422
 * for a payment whose amount is not its order's (refused and logged), 503 when Mercado Pago did not
 * answer (it sends the notification again later).
 */
export function paymentNotificationRoutes(app: Pick<AppServices, 'db' | 'log' | 'mail' | 'payments' | 'siteUrl' | 'invoices'>): express.Router {
  const router = express.Router();
  router.post(NOTIFICATION_PATH, express.json({ limit: '16kb' }), async (req: Request, res: Response) => {
    applyCachePolicy(res, 'uncacheable');
    const api = app.payments.mercadoPago;
    const secret = app.payments.webhookSecret;
    if (!api || !secret) {
      res.status(404).json({ error: 'Mercado Pago is not configured' });
      return;
    }
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as { type?: unknown; data?: { id?: unknown } };
    const dataId = first(req.query['data.id']) ?? first(body.data?.id);
    const problem = notificationSignatureProblem({ signature: req.headers['x-signature'], requestId: req.headers['x-request-id'], dataId, secret });
    const log = req.log ?? app.log;
    if (problem) {
      log.warn({ notification: { reason: problem, dataId, requestId: first(req.headers['x-request-id']) } }, 'Mercado Pago notification refused: bad signature');
      res.status(401).json({ error: 'invalid signature' });
      return;
    }
    const type = first(req.query.type) ?? first(req.query.topic) ?? first(body.type);
    if (type !== 'payment') {
      res.status(200).json({ received: true, ignored: type });
      return;
    }
    if (!dataId || !/^\d{1,20}$/.test(dataId)) {
      res.status(400).json({ error: 'data.id must be a payment id' });
      return;
    }
    try {
      const payment = await api.getPayment(dataId);
      if (!payment) {
        log.warn({ notification: { dataId } }, 'Mercado Pago notified a payment it does not know');
        res.status(200).json({ received: true, recorded: false });
        return;
      }
      const outcome = await recordPayment(app, payment);
      res.status(outcome === 'amount-mismatch' ? 422 : 200).json({ received: true, outcome });
    } catch (err) {
      if (!(err instanceof MercadoPagoUnavailable)) throw err;
      log.warn({ err, notification: { dataId } }, 'Mercado Pago payment not read; the notification will come again');
      res.status(503).json({ error: 'Mercado Pago did not answer' });
    }
  });
  return router;
}
