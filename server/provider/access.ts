import type { Logger } from '../logger';
import { ProviderContractError, ProviderUnauthorizedError, type CallDetail } from './errors';
import type { ProviderMetrics } from './metrics';
import { currentProviderRequest } from './request-scope';

/** Whether the provider takes the gateway's key: not known yet (nothing asked), accepted, or refused. */
export type AccessState = 'unknown' | 'accepted' | 'refused';

/** What a confirming call found: the key accepted, refused, or nothing learnt (the call failed otherwise). */
export type ProbeVerdict = 'accepted' | 'refused' | 'unknown';

export interface AccessSettings {
  /** While the key is refused, at most one call (a trial) this often, in ms. */
  retryMs: number;
  /** At most one error line this often while the key is refused, in ms. */
  logEveryMs: number;
  /** How long an operation refused alone (the account is not entitled to it) is remembered, in ms. */
  entitlementMs: number;
}

export const DEFAULT_ACCESS_SETTINGS: AccessSettings = { retryMs: 30_000, logEveryMs: 60_000, entitlementMs: 600_000 };

/** The access state as /readyz and the API report it. */
export interface AccessReport {
  state: AccessState;
  /** When the key was first refused (ISO time), while it is. */
  since?: string;
  /** The refused call: its operation and what the provider said. */
  operation?: string;
  httpStatus?: number;
  bodyStatus?: number;
  statusText?: string;
  /** While refused: ms until the next call may go out. */
  nextTrialInMs?: number;
}

/** What the tracker needs of the adapter around it. */
export interface AccessHooks {
  /** A call of another operation than `refused`, to tell a refused key from an operation the account lacks. */
  probe(refused: string): Promise<ProbeVerdict>;
  metrics(): ProviderMetrics;
  log(): Logger | null;
  now?: () => number;
}

/**
 * Tells a refused key from a refused operation, and stops asking a provider that refuses the key.
 *
 * A 401 (in the HTTP status or the body) means either that the key is wrong (every operation is
 * refused) or that the account is not entitled to that operation. The first 401 of an operation is
 * confirmed with one call of another operation: accepted, only that operation is refused (remembered
 * for a while, the rest of the catalogue works); refused too, the key is. While the key is refused
 * every call is answered at once with the refusal (the specification's empty result) without asking
 * the provider, but for one trial call every `retryMs`, which clears the state when it is accepted;
 * one error line a minute says so, `provider_authorised` is 0, and /readyz names the provider as
 * failing. Answers given meanwhile mark their request, so that no cache keeps them.
 */
export class ProviderAccess {
  private current: AccessState = 'unknown';
  private settings: AccessSettings = DEFAULT_ACCESS_SETTINGS;
  private refusedAt = 0;
  private refusedSinceWall = 0;
  private lastTrialAt = 0;
  private trialRunning = false;
  private lastRefusal: { operation: string; detail: CallDetail } | null = null;
  private readonly notEntitled = new Map<string, number>();
  private confirming: Promise<void> | null = null;
  private lastLineAt = -Infinity;
  /** Calls refused or not made since the last error line. */
  private unreported = 0;
  private readonly now: () => number;

  constructor(private readonly hooks: AccessHooks) {
    this.now = hooks.now ?? (() => performance.now());
  }

  configure(settings: Partial<AccessSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  get state(): AccessState {
    return this.current;
  }

  /** Whether a trial call would be let through now (the key refused and the retry time passed). */
  get trialDue(): boolean {
    return this.current === 'refused' && !this.trialRunning && this.now() - this.lastTrialAt >= this.settings.retryMs;
  }

  report(): AccessReport {
    if (this.current !== 'refused') return { state: this.current };
    const detail = this.lastRefusal?.detail ?? {};
    return {
      state: 'refused',
      since: new Date(this.refusedSinceWall).toISOString(),
      operation: this.lastRefusal?.operation,
      httpStatus: detail.httpStatus,
      bodyStatus: detail.bodyStatus,
      statusText: detail.statusText,
      nextTrialInMs: Math.max(0, Math.round(this.settings.retryMs - (this.now() - this.lastTrialAt))),
    };
  }

  /** Runs one call of `operation` unless the key is refused (then only as the trial, once every `retryMs`). */
  async run<T>(operation: string, call: () => Promise<T>): Promise<T> {
    let trial = false;
    if (this.current === 'refused') {
      if (!this.trialDue) throw this.notAsked(operation);
      trial = true;
      this.trialRunning = true;
      this.lastTrialAt = this.now();
    }
    try {
      const answer = await call();
      this.accepted(operation);
      return answer;
    } catch (err) {
      if (err instanceof ProviderUnauthorizedError) {
        markRefused();
        await this.refusedBy(operation, err.detail);
      } else if (err instanceof ProviderContractError) {
        // The request itself was refused: the key was taken.
        this.accepted(operation);
      }
      throw err;
    } finally {
      if (trial) this.trialRunning = false;
    }
  }

  /** The provider answered a call: the key is good, and this operation is allowed. */
  private accepted(operation: string): void {
    this.notEntitled.delete(operation);
    this.keyAccepted(operation);
  }

  private keyAccepted(operation: string): void {
    if (this.current === 'accepted') return;
    const was = this.current;
    this.current = 'accepted';
    this.hooks.metrics().authorised.set(1);
    if (was === 'refused') {
      this.hooks.log()?.info({ provider: { operation, refusedForMs: Math.round(this.now() - this.refusedAt) } }, 'provider accepts the API key again: the catalogue answers');
    }
  }

  private async refusedBy(operation: string, detail: CallDetail): Promise<void> {
    this.lastRefusal = { operation, detail };
    if (this.current === 'refused') {
      this.unreported += 1;
      this.reportRefused();
      return;
    }
    const known = this.notEntitled.get(operation);
    if (known !== undefined && this.now() - known < this.settings.entitlementMs) return;
    this.confirming ??= this.confirm(operation).finally(() => {
      this.confirming = null;
    });
    await this.confirming;
  }

  private async confirm(operation: string): Promise<void> {
    const verdict = await this.hooks.probe(operation).catch((): ProbeVerdict => 'unknown');
    if (verdict === 'accepted') {
      this.notEntitled.set(operation, this.now());
      this.keyAccepted(operation);
    } else if (verdict === 'refused' && this.current !== 'refused') {
      this.current = 'refused';
      this.refusedAt = this.now();
      this.refusedSinceWall = Date.now();
      this.lastTrialAt = this.now();
      this.unreported += 1;
      this.hooks.metrics().authorised.set(0);
      this.reportRefused();
    }
  }

  /** A call not made while the key is refused: the refusal, at once. */
  private notAsked(operation: string): ProviderUnauthorizedError {
    markRefused();
    this.unreported += 1;
    this.hooks.metrics().shortCircuits.inc({ operation });
    this.reportRefused();
    const { httpStatus, bodyStatus, statusText } = this.lastRefusal?.detail ?? {};
    return new ProviderUnauthorizedError(operation, { httpStatus, bodyStatus, statusText }, 'not asked: the provider refuses the API key');
  }

  /** One error line a minute at most while the key is refused, whatever the traffic. */
  private reportRefused(): void {
    const now = this.now();
    if (now - this.lastLineAt < this.settings.logEveryMs) return;
    this.lastLineAt = now;
    const detail = this.lastRefusal?.detail ?? {};
    const log = this.hooks.log();
    log?.error(
      {
        provider: {
          kind: 'unauthorized', operation: this.lastRefusal?.operation, httpStatus: detail.httpStatus, bodyStatus: detail.bodyStatus,
          statusText: detail.statusText, refusedCalls: this.unreported, refusedForMs: Math.round(now - this.refusedAt),
          retrySeconds: Math.round(this.settings.retryMs / 1000),
        },
      },
      'provider refuses the API key: parts, vehicles and categories answer empty until it is accepted (one call is tried every retry period)',
    );
    this.unreported = 0;
  }
}

/** The request being answered met a refusal: its answer must not be kept by any cache. */
function markRefused(): void {
  const scope = currentProviderRequest();
  if (scope) scope.providerRefused = true;
}
