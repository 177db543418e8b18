import type { ProviderApi } from './api';

/** The provider's line in /readyz, named like the gateway's other checks. */
export interface ProviderCheck {
  status: 'ok' | 'degraded' | 'failing';
  reason?: string;
  /** While the key is refused: since when (ISO time), the refused operation, what the provider said, and when it is tried again. */
  since?: string;
  operation?: string;
  httpStatus?: number;
  statusText?: string;
  retryInSeconds?: number;
  /** While degraded by an outage: the operations whose circuit is open. */
  operations?: string[];
}

/**
 * How the parts provider stands, for /readyz (server/health/checks.ts reports it, never making the
 * gateway unready: docs/adr/0013-readiness-and-degradation.md): a refused key is `failing` here,
 * with the reason, open circuits (an outage) are `degraded`. When nothing has been asked of the provider yet, asks once
 * (the makes), waiting at most `waitMs`.
 */
export async function providerStanding(api: Pick<ProviderApi, 'checkAccess' | 'openCircuits'>, waitMs = 800): Promise<ProviderCheck> {
  const access = await api.checkAccess(waitMs);
  if (access.state === 'refused') {
    return {
      status: 'failing',
      reason: 'provider refuses the API key',
      since: access.since,
      operation: access.operation,
      httpStatus: access.httpStatus,
      statusText: access.statusText,
      retryInSeconds: Math.ceil((access.nextTrialInMs ?? 0) / 1000),
    };
  }
  const open = api.openCircuits();
  if (open.length > 0) return { status: 'degraded', reason: 'provider unavailable (circuit open)', operations: open };
  if (access.state === 'unknown') return { status: 'degraded', reason: 'provider has not answered yet' };
  return { status: 'ok' };
}
