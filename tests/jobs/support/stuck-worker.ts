// A gateway process's job runner for the tests that kill it: reaches the database at argv[2],
// runs jobs of kind argv[3] with a one-second lease, says `started <job id>` on stdout when it
// begins one and never finishes it (until it is killed).
import pino from 'pino';
import { openPostgres } from '../../../server/db/postgres';
import { createJobRunner, defineJobKind } from '../../../server/jobs';

const [url, kindName] = process.argv.slice(2);
const db = await openPostgres(url, 2);
const runner = createJobRunner(db, pino({ level: 'silent' }));
runner.register(defineJobKind<unknown>(kindName), {
  leaseSeconds: 1,
  run: (_payload, job) => {
    process.stdout.write(`started ${job.id}\n`);
    return new Promise<void>(() => undefined);
  },
});
