import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { priceListSuite } from './price-lists-suite';

priceListSuite('PGlite', async () => {
  const db = await openPglite('memory://');
  await migrate(db);
  return { db, close: () => db.close() };
});
