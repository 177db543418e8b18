import fs from 'node:fs';
import path from 'node:path';

/** Another process holds the embedded database's directory. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database ${dir} is open in process ${holder} (another gateway on the same DATA_DIR): stop that one first. ` +
        `If no such process is a gateway of this shop, remove ${lockFile}.`,
    );
    this.name = 'DataDirInUse';
  }
}

/** Whether a process with this id runs (one of another user's counts). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's directory `dir` for this process, before the engine opens it:
 * PGlite belongs to one process, and two gateways opening one directory at once corrupt it (the
 * next open aborts inside PostgreSQL's start). A file beside the directory (`<dir>.lock`) names the
 * process holding it; one left by a process that is gone (killed) is taken over. Throws
 * DataDirInUse while another running process holds it. Answers the release, also done when this
 * process (or thread) exits.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder = 0;
      try {
        holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      } catch {
        // Released meanwhile: tried again.
        continue;
      }
      if (holder > 0 && holder !== process.pid && running(holder)) throw new DataDirInUse(dir, holder, lockFile);
      // Left by a process that is gone (or by this one, before a restart of its thread).
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        if (Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10) === process.pid) fs.rmSync(lockFile, { force: true });
      } catch {
        // Gone already.
      }
    };
    process.once('exit', release);
    return release;
  }
  throw new Error(`${lockFile} could not be taken (other processes kept taking and releasing it)`);
}
