// The lock file that keeps two builds of one thing (the web client, the server bundles) from running
// at once, and keeps builds off the tree while `codegen:check` rewrites generated sources. It holds
// its owner's process id: a lock whose owner is gone (a build killed with it) is taken over at once
// rather than waited out.
import fs from 'node:fs';

/** Whether a process with this id runs (on this machine). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** A build takes a minute or two: a lock this old was left, whoever has its owner's id now. */
const OLDEST_MS = 10 * 60_000;

/** Removes the lock when its owner is gone; an empty one (written half) only after a minute. */
function clearIfAbandoned(file) {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    const pid = Number(text);
    const age = Date.now() - fs.statSync(file).mtimeMs;
    const abandoned = age > OLDEST_MS || (text === '' ? age > 60_000 : !Number.isInteger(pid) || !alive(pid));
    // Read again just before: another waiter may have cleared it and taken it since.
    if (abandoned && fs.readFileSync(file, 'utf8').trim() === text) fs.rmSync(file, { force: true });
  } catch {
    // released meanwhile
  }
}

/** Takes the lock if it is free (or abandoned): a release function, or null when someone holds it. */
export function tryLock(file) {
  let fd;
  try {
    fd = fs.openSync(file, 'wx');
  } catch {
    clearIfAbandoned(file);
    return null;
  }
  fs.writeSync(fd, String(process.pid));
  fs.closeSync(fd);
  return () => fs.rmSync(file, { force: true });
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Waits for the lock (at most `timeoutMs`), blocking the thread: for synchronous callers. */
export function lockSync(file, what, timeoutMs = 600_000) {
  for (let waited = 0; ; waited += 200) {
    const release = tryLock(file);
    if (release) return release;
    if (waited > timeoutMs) throw new Error(`timed out waiting for ${what} (${file})`);
    sleepSync(200);
  }
}

/** Waits for the lock (at most `timeoutMs`). */
export async function lock(file, what, timeoutMs = 600_000) {
  for (let waited = 0; ; waited += 200) {
    const release = tryLock(file);
    if (release) return release;
    if (waited > timeoutMs) throw new Error(`timed out waiting for ${what} (${file})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
