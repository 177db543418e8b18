import http from 'node:http';
import https from 'node:https';
import { ProviderRedirectError, ProviderUnauthorizedError, ProviderUnavailableError } from './errors';

export interface ProviderEndpoint {
  url: string;
  apiKey: string;
  providerId: number;
  timeoutMs: number;
}

export type CallParams = Record<string, unknown>;

const MAX_ANSWER = 64 * 1024 * 1024;

/** A kept-alive connection the provider had already closed. */
class StaleSocketError extends ProviderUnavailableError {}

/**
 * The provider's JSON protocol: one POST per operation with the api key header and the provider id,
 * over keep-alive connections, with a timeout. Errors are classified for the adapter: 401 (in the HTTP
 * status or the body), 302 with its location, and everything else as unavailable.
 */
export class ProviderClient {
  private readonly agent: http.Agent;
  private readonly target: URL;

  constructor(private readonly endpoint: ProviderEndpoint) {
    this.target = new URL(endpoint.url);
    const Agent = this.target.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 32, keepAliveMsecs: 10_000 });
  }

  async call<T>(operation: string, params: CallParams): Promise<T> {
    const body = JSON.stringify({ [operation]: { provider: this.endpoint.providerId, ...params } });
    const { status, location, text } = await this.post(operation, body);
    if (status === 301 || status === 302 || status === 303 || status === 307 || status === 308) {
      throw new ProviderRedirectError(operation, location ?? '');
    }
    if (status === 401 || status === 403) throw new ProviderUnauthorizedError(operation);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ProviderUnavailableError(operation, status >= 400 ? `HTTP ${status}` : 'malformed JSON answer');
    }
    const inBody = typeof parsed === 'object' && parsed !== null ? (parsed as { status?: unknown; statusText?: unknown }) : {};
    const bodyStatus = typeof inBody.status === 'number' ? inBody.status : 200;
    if (bodyStatus === 401 || bodyStatus === 403) throw new ProviderUnauthorizedError(operation);
    if (status >= 400 || bodyStatus >= 400) {
      const text = typeof inBody.statusText === 'string' ? `: ${inBody.statusText}` : '';
      throw new ProviderUnavailableError(operation, `status ${Math.max(status, bodyStatus)}${text}`);
    }
    return parsed as T;
  }

  close(): void {
    this.agent.destroy();
  }

  /**
   * One POST; when a kept-alive connection turns out to have been closed by the provider meanwhile
   * (reset on reuse), the read is sent once more on a fresh connection: every operation is a read.
   */
  private async post(operation: string, body: string): Promise<{ status: number; location?: string; text: string }> {
    try {
      return await this.send(operation, body);
    } catch (err) {
      if (err instanceof StaleSocketError) return this.send(operation, body);
      throw err;
    }
  }

  private send(operation: string, body: string): Promise<{ status: number; location?: string; text: string }> {
    const lib = this.target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
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
          timeout: this.endpoint.timeoutMs,
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
            const header = res.headers.location;
            resolve({ status: res.statusCode ?? 0, location: typeof header === 'string' ? header : undefined, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', (err) => reject(new ProviderUnavailableError(operation, err.message)));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.endpoint.timeoutMs} ms`)));
      req.on('error', (err: NodeJS.ErrnoException) => {
        const stale = req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
        reject(stale ? new StaleSocketError(operation, err.message) : new ProviderUnavailableError(operation, err.message));
      });
      req.end(body);
    });
  }
}
