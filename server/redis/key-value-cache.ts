import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { SharedRedis } from './types';

/**
 * Apollo's key-value cache interface (cached answers, persisted queries) on the shared Redis: every
 * read and write within its time budget; a late or failed read is a miss, a late or failed write
 * is skipped. Keys carry `prefix`; a time to live is given in seconds.
 */
export class RedisKeyValueCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: SharedRedis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const value = await this.redis.run('get', (c) => c.get(this.prefix + key), null);
    return value ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl;
    await this.redis.run(
      'set',
      (c) => (ttl ? c.set(this.prefix + key, value, { expiration: { type: 'PX', value: Math.ceil(ttl * 1000) } }) : c.set(this.prefix + key, value)),
      null,
    );
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.run('del', (c) => c.del(this.prefix + key), 0)) > 0;
  }
}
