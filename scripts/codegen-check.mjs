#!/usr/bin/env node
// Fails when the generated GraphQL types or the operations manifest are stale: regenerates them and
// compares with what is in the tree. The tree is left as it was (texts and times); run `npm run codegen` to update the files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lock } from './build-lock.mjs';
import { CLIENT_BUILD_LOCK } from './client-build.mjs';
import { SERVER_BUILD_LOCK } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The shop's (codegen.ts) and the staff API's (codegen-admin.ts).
const targets = ['server/generated', 'client/src/gql', 'server/admin/generated', 'admin/src/gql'];

/** The generated files' texts and times, and their folders' times. */
function snapshot() {
  const files = new Map();
  const dirs = new Map();
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    const stat = fs.statSync(dir);
    dirs.set(dir, { atime: stat.atime, mtime: stat.mtime });
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else {
        const { atime, mtime } = fs.statSync(p);
        files.set(path.relative(root, p), { text: fs.readFileSync(p, 'utf8'), atime, mtime });
      }
    }
  };
  for (const t of targets) walk(path.join(root, t));
  return { files, dirs };
}

// Texts and modification times both: `npm start` and the browser tests rebuild the web client and
// the server bundle when a source is newer than the build, and these files are sources of both.
function restore(before, after) {
  for (const file of after.files.keys()) if (!before.files.has(file)) fs.rmSync(path.join(root, file));
  for (const [file, { text, atime, mtime }] of before.files) {
    const p = path.join(root, file);
    if (after.files.get(file)?.text !== text) fs.writeFileSync(p, text);
    fs.utimesSync(p, atime, mtime);
  }
  for (const [dir, { atime, mtime }] of before.dirs) if (fs.existsSync(dir)) fs.utimesSync(dir, atime, mtime);
}

// The generated files are sources of the web client and of the server bundles: while they are
// rewritten (and until their times are put back) they look newer than both builds, and a start,
// bench or test would rebuild them, replacing client/dist or .build under running shops. Builds
// wait for these locks and then find nothing to do.
const releaseClient = await lock(CLIENT_BUILD_LOCK, 'a client build to end');
const releaseServer = await lock(SERVER_BUILD_LOCK, 'a server build to end');
const before = snapshot();
let run = spawnSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--silent'], {
  cwd: root,
  encoding: 'utf8',
});
// The operations manifest is made from the generated documents (server/generated/operations.json).
if (run.status === 0) run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/operations-manifest.ts')], { cwd: root, encoding: 'utf8' });
if (run.status === 0) {
  run = spawnSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen-admin.ts', '--silent'], { cwd: root, encoding: 'utf8' });
}
const after = snapshot();
restore(before, after);
releaseServer();
releaseClient();
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  console.error('codegen failed');
  process.exit(1);
}
const stale = [...new Set([...before.files.keys(), ...after.files.keys()])].filter((f) => before.files.get(f)?.text !== after.files.get(f)?.text);
if (stale.length > 0) {
  console.error(`Generated GraphQL files are stale: ${stale.join(', ')}\nRun: npm run codegen && npm run codegen:admin`);
  process.exit(1);
}
console.log('Generated GraphQL files are up to date.');
