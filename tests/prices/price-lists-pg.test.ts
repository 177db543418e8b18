import { describe } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { priceListSuite } from './price-lists-suite';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  priceListSuite('PostgreSQL', async () => {
    const temp = await createTempPgDatabase();
    const db = await openPostgres(temp.url);
    await migrate(db);
    return {
      db,
      close: async () => {
        await db.close();
        await temp.drop();
      },
    };
  });
});
