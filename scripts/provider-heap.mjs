// The stand-in provider's heap snapshots (fixtures/provider/heap.ts): its data set read and indexed,
// kept beside the set as <dataDir>/provider/heap-<key>-<set>.blob, where the key names the bundle and
// the Node that took it (a snapshot runs only on the Node that took it, with the code it was taken
// of) and the set the files it was read from (the identity of their meta.json, as store.ts keeps a
// set: a folder copied or restored from a backup holds the same set in other files, which a stand-in
// started from that snapshot would read again at every start, while no new snapshot was taken).
// `npm start` starts the stand-in from one when the data directory holds it (a first launch finds
// one in the template it starts from); else it takes one in the background, at the lowest priority,
// for the next start. A data set generated again replaces its folder, and the snapshots in it.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROVIDER_HEAP_BUNDLE } from './server-build.mjs';

let key = null;

/** The bundle's and this Node's key (a hash of the bundle, Node's version and the platform). */
function heapKey() {
  key ??= crypto
    .createHash('sha256')
    .update(fs.readFileSync(PROVIDER_HEAP_BUNDLE))
    .update(`\0${process.version}\0${process.platform}\0${process.arch}`)
    .digest('hex')
    .slice(0, 16);
  return key;
}

/** The data set's files, by the identity of its meta.json (device, inode, size, time), or 'none'. */
function setKey(dataDir) {
  try {
    const s = fs.statSync(path.join(dataDir, 'provider', 'meta.json'));
    return crypto.createHash('sha256').update(`${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`).digest('hex').slice(0, 8);
  } catch {
    return 'none';
  }
}

/** Where the snapshot of `dataDir`'s data set, as its files are now, is kept for this bundle and this Node. */
export function providerHeapFile(dataDir) {
  return path.join(dataDir, 'provider', `heap-${heapKey()}-${setKey(dataDir)}.blob`);
}

/** Node's options that start the stand-in from `dataDir`'s snapshot (its own options follow), or null without one. */
export function providerHeapArgs(dataDir) {
  const file = providerHeapFile(dataDir);
  return fs.existsSync(file) ? ['--snapshot-blob', file, '--'] : null;
}

function builderArgs(file, dataDir, scale) {
  return ['--snapshot-blob', file, '--build-snapshot', PROVIDER_HEAP_BUNDLE, dataDir, String(scale)];
}

/** The snapshot written beside is put in place; snapshots of other bundles, Nodes or files are removed. */
function keep(written, file) {
  fs.renameSync(written, file);
  const dir = path.dirname(file);
  for (const name of fs.readdirSync(dir)) {
    if (/^heap-[0-9a-f]+(-([0-9a-f]+|none))?\.blob$/.test(name) && name !== path.basename(file)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Takes the snapshot of `dataDir`'s data set now (the first launch's template); false when it could not. */
export function buildProviderHeap(dataDir, scale = 1) {
  const file = providerHeapFile(dataDir);
  const written = `${file}.${process.pid}`;
  const run = spawnSync(process.execPath, builderArgs(written, dataDir, scale), { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (run.status !== 0) {
    fs.rmSync(written, { force: true });
    console.error(`The stand-in provider's heap snapshot could not be taken (exit ${run.status ?? run.signal}): ${run.stderr.trim()}`);
    return false;
  }
  keep(written, file);
  return true;
}

/**
 * Takes the snapshot of `dataDir`'s data set in the background, at the lowest priority, for the
 * next start. Returns the builder (to stop with the shop). A set that is not there (yet) or not
 * current makes no snapshot.
 */
export function buildProviderHeapLater(dataDir, scale = 1) {
  const file = providerHeapFile(dataDir);
  const written = `${file}.${process.pid}`;
  const builder = spawn(process.execPath, builderArgs(written, dataDir, scale), { stdio: 'ignore' });
  try {
    os.setPriority(builder.pid, 19);
  } catch {
    // The builder is gone already, or the system refuses: it runs at the launcher's priority.
  }
  builder.on('exit', (code) => {
    try {
      if (code === 0) keep(written, file);
    } catch {
      // The data set was replaced meanwhile (its folder with it).
    } finally {
      fs.rmSync(written, { force: true });
    }
  });
  return builder;
}
