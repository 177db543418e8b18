// `npm run prices:import`: imports a supplier's price list (CSV or XLSX): preview, apply, undo.
// Reads the shop's configuration as the gateway does (DATABASE_URL, else the embedded database in
// DATA_DIR, which belongs to one process: stop the shop first). A running gateway sees an applied
// run within seconds (the catalogue version moves). Usage: see --help.
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { PRICES_IMPORT_USAGE, pricesImportCommand } from '../server/prices/command';
import { priceListContext } from '../server/prices/context';
import { PriceImportError } from '../server/prices/runs';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(PRICES_IMPORT_USAGE);
  process.exit(0);
}
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
const db = await openDatabase(config);
try {
  console.log(await pricesImportCommand(priceListContext({ db, config }), args));
} catch (err) {
  if (!(err instanceof PriceImportError)) throw err;
  console.error(err.message);
  process.exitCode = 2;
} finally {
  await db.close();
}
