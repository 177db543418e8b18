import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config';
import type { ProviderMetrics } from '../provider/metrics';
import { applyCachePolicy } from '../cache/policy';

const sameToken = (given: string, expected: string): boolean => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * `GET /metrics`: the gateway's metrics in Prometheus text format (provider calls, failures, latency,
 * circuits, stale answers, and the process's own figures; `text` gathers them, from every worker of
 * a gateway of several processes). Not served when METRICS_ENABLED is off
 * (404, as for any unknown path); with METRICS_TOKEN, only to `Authorization: Bearer <token>`.
 */
export function metricsHandler(metrics: ProviderMetrics, config: Pick<Config, 'metrics'>, text: () => Promise<string> = () => metrics.registry.metrics()) {
  return async (req: Request, res: Response): Promise<void> => {
    applyCachePolicy(res, 'uncacheable');
    if (!config.metrics.enabled) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const token = config.metrics.token;
    if (token !== null) {
      const m = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
      if (!m || !sameToken(m[1], token)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).type('text/plain').send('Unauthorized');
        return;
      }
    }
    res.type(metrics.registry.contentType).send(await text());
  };
}
