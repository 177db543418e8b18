import { describe } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { stockSuite } from './stock-suite';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  stockSuite('PostgreSQL', async () => {
    const db = await createTempPgDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: () => db.drop() };
  });
});
