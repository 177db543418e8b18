import { describe } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { orderOpsSuite } from './order-ops-suite';

orderOpsSuite('PGlite', async () => ({ env: {} }));

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  orderOpsSuite('PostgreSQL', async () => {
    const db = await createTempPgDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: () => db.drop() };
  });
});
