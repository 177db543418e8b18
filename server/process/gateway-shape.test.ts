import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { gatewayShape, sameShape } from './thread-start';

// The gateway's entry starts the database's thread and the first worker before the configuration's
// modules load, on three settings it reads itself: they must be read as the configuration reads them.

const cwd = '/srv/shop';

describe('the settings read before the configuration', () => {
  it.each([
    {},
    { WEB_CONCURRENCY: '3' },
    { WEB_CONCURRENCY: ' 1 ' },
    { WEB_CONCURRENCY: '' },
    { WEB_CONCURRENCY: '64', DATA_DIR: ' /var/lib/shop ' },
    { DATA_DIR: 'relative/dir' },
    { DATA_DIR: '   ' },
    { DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop' },
    { DATABASE_URL: '  ' },
  ])('agree with the configuration for %o', (env) => {
    const shape = gatewayShape(env, cwd);
    const config = loadConfig(env, cwd);
    expect(shape).toEqual({ processes: config.webConcurrency, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    expect(() => sameShape(shape, config)).not.toThrow();
  });

  it('read one process per core by default', () => {
    expect(gatewayShape({}, cwd)).toEqual({ processes: os.availableParallelism(), dataDir: path.join(cwd, 'data'), databaseUrl: null });
  });

  it.each(['0', '65', '2.5', 'two', '-1'])('start nothing for WEB_CONCURRENCY=%s, which the configuration refuses', (value) => {
    expect(gatewayShape({ WEB_CONCURRENCY: value }, cwd)).toBeNull();
    expect(() => loadConfig({ WEB_CONCURRENCY: value }, cwd)).toThrow(/WEB_CONCURRENCY/);
  });

  it('name a disagreement', () => {
    const shape = gatewayShape({ WEB_CONCURRENCY: '2' }, cwd);
    expect(() => sameShape(shape, loadConfig({ WEB_CONCURRENCY: '2', DATA_DIR: 'other' }, cwd))).toThrow(/configuration reads/);
  });
});
