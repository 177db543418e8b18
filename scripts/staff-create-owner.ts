// `npm run staff:create-owner -- EMAIL [NAME]`: the shop's first owner (or a new setup link for an
// existing one). Prints a one-time link to set the password (72 hours); the second factor is
// enrolled at the first sign-in. Never a default password. Uses the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR: stop the shop first, PGlite has one user).
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { createOwner, INVITATION_HOURS, invitationPath } from '../server/staff/accounts';

async function main(): Promise<number> {
  const [email, ...nameParts] = process.argv.slice(2).filter((a) => a !== '--');
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run staff:create-owner -- EMAIL [NAME]');
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const owner = await db.transaction((tx) => createOwner(tx, email, nameParts.join(' '), 'staff:create-owner'));
    const base = config.publicUrl ?? `http://${config.host}:${config.port}`;
    console.log(owner.created ? `Owner ${email} created.` : `${email} exists: it is an owner now, with a new setup link (older links stop working).`);
    console.log(`Set the password within ${INVITATION_HOURS} hours, once, at:`);
    console.log(`  ${new URL(invitationPath(owner.token), base).toString()}`);
    console.log('Then sign in at /admin and enrol an authenticator app (TOTP).');
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
