// `npm run jobs:dead`: the job queue's dead jobs (given up after their attempts, or refused for
// good), listed with their last error, and put back in the queue on request. Reads the shop's
// configuration as the gateway does (DATABASE_URL, else the embedded database in DATA_DIR, which
// belongs to one process: stop the shop first). Usage: see --help.
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { DEAD_LETTERS_USAGE, deadLettersCommand } from '../server/jobs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(DEAD_LETTERS_USAGE);
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
  console.log(await deadLettersCommand(db, args));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 2;
} finally {
  await db.close();
}
