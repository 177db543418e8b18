import { describe } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { checkoutSuite } from './checkout-suite';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  checkoutSuite('PostgreSQL', async () => {
    const db = await createTempPgDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: () => db.drop() };
  });
});
