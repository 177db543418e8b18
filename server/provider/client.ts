import http from 'node:http';
import https from 'node:https';
import { ProviderContractError, ProviderRedirectError, ProviderUnauthorizedError, ProviderUnavailableError } from './errors';

export interface ProviderEndpoint {
  url: string;
  apiKey: string;
  providerId: number;
  /** Longest a call may take when the caller gives no budget of its own. */
  timeoutMs: number;
}

export type CallParams = Record<string, unknown>;

export interface CallOptions {
  /** Time budget of this call (the whole answer, not only the first byte); at most the endpoint's timeout. */
  timeoutMs?: number;
}

const MAX_ANSWER = 64 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A kept-alive connection the provider had already closed. */
class StaleSocketError extends ProviderUnavailableError {}

interface RawAnswer {
  status: number;
  location?: string;
  text: string;
}

/**
 * The provider's JSON protocol: one POST per operation with the api key header and the provider id,
 * over keep-alive connections, within a time budget. Errors are classified for the adapter: 401 (in
 * the HTTP status or the body), 302 with its location, 400 in the body as a contract error (the
 * request was refused), everything else as unavailable; each error carries the HTTP status and the
 * body's `status`/`statusText` for the log.
 */
export class ProviderClient {
  private readonly agent: http.Agent;
  private readonly target: URL;

  constructor(private readonly endpoint: ProviderEndpoint) {
    this.target = new URL(endpoint.url);
    const Agent = this.target.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 32, keepAliveMsecs: 10_000 });
  }

  async call<T>(operation: string, params: CallParams, options: CallOptions = {}): Promise<T> {
    const body = JSON.stringify({ [operation]: { provider: this.endpoint.providerId, ...params } });
    const budget = Math.min(options.timeoutMs ?? this.endpoint.timeoutMs, this.endpoint.timeoutMs);
    const { status, location, text } = await this.post(operation, body, performance.now() + budget, budget);
    if (REDIRECTS.has(status)) throw new ProviderRedirectError(operation, location ?? '', { httpStatus: status });
    if (status === 401 || status === 403) throw new ProviderUnauthorizedError(operation, { httpStatus: status, ...bodyStatusOf(text) });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      if (status >= 400) throw new ProviderUnavailableError(operation, `HTTP ${status}`, 'http', { httpStatus: status });
      throw new ProviderUnavailableError(operation, 'malformed JSON answer', 'malformed', { httpStatus: status });
    }
    const inBody = typeof parsed === 'object' && parsed !== null ? (parsed as { status?: unknown; statusText?: unknown }) : {};
    const bodyStatus = typeof inBody.status === 'number' ? inBody.status : undefined;
    const statusText = typeof inBody.statusText === 'string' ? inBody.statusText : undefined;
    const detail = { httpStatus: status, bodyStatus, statusText };
    if (bodyStatus === 401 || bodyStatus === 403) throw new ProviderUnauthorizedError(operation, detail);
    if (bodyStatus === 400 || (status === 400 && statusText !== undefined)) throw new ProviderContractError(operation, statusText ?? 'Bad Request', detail);
    if (status >= 400 || (bodyStatus ?? 200) >= 400) {
      const text = statusText !== undefined ? `: ${statusText}` : '';
      throw new ProviderUnavailableError(operation, `status ${Math.max(status, bodyStatus ?? 0)}${text}`, status >= 400 ? 'http' : 'body', detail);
    }
    return parsed as T;
  }

  close(): void {
    this.agent.destroy();
  }

  /**
   * One POST; when a kept-alive connection turns out to have been closed by the provider meanwhile
   * (reset on reuse), the read is sent once more on a fresh connection, within what is left of the
   * budget: every operation is a read.
   */
  private async post(operation: string, body: string, deadline: number, budget: number): Promise<RawAnswer> {
    try {
      return await this.send(operation, body, deadline, budget);
    } catch (err) {
      if (err instanceof StaleSocketError) return this.send(operation, body, deadline, budget);
      throw err;
    }
  }

  private send(operation: string, body: string, deadline: number, budget: number): Promise<RawAnswer> {
    const lib = this.target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      let timedOut = false;
      const req = lib.request(
        this.target,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'Content-Type': 'application/json;charset=UTF-8',
            Accept: 'application/json',
            'Content-Length': Buffer.byteLength(body),
            'X-Api-Key': this.endpoint.apiKey,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER) req.destroy(new Error('answer too large'));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            clearTimeout(timer);
            const header = res.headers.location;
            resolve({ status: res.statusCode ?? 0, location: typeof header === 'string' ? header : undefined, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', (err) => {
            clearTimeout(timer);
            reject(timedOut ? timeout(operation, budget, res.statusCode) : new ProviderUnavailableError(operation, err.message, 'connection', { httpStatus: res.statusCode }));
          });
        },
      );
      // A deadline for the whole answer (the socket's idle timeout would let a trickle run on).
      const timer = setTimeout(() => {
        timedOut = true;
        req.destroy(new Error(`no answer within ${budget} ms`));
      }, Math.max(1, deadline - performance.now()));
      req.on('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (timedOut) return reject(timeout(operation, budget));
        const stale = req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
        reject(stale ? new StaleSocketError(operation, err.message) : new ProviderUnavailableError(operation, err.message, 'connection'));
      });
      req.end(body);
    });
  }
}

const timeout = (operation: string, budget: number, httpStatus?: number): ProviderUnavailableError =>
  new ProviderUnavailableError(operation, `no answer within ${budget} ms`, 'timeout', { httpStatus });

/** `status`/`statusText` of an error body, when it is JSON. */
function bodyStatusOf(text: string): { bodyStatus?: number; statusText?: string } {
  try {
    const b = JSON.parse(text) as { status?: unknown; statusText?: unknown };
    return { bodyStatus: typeof b.status === 'number' ? b.status : undefined, statusText: typeof b.statusText === 'string' ? b.statusText : undefined };
  } catch {
    return {};
  }
}
