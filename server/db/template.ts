import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes the new data directory `dir` a copy of `template` (a migrated data directory: see
 * server/process/first-launch-template.ts), copied beside it and renamed into place, so that a copy
 * cut short never looks like a database. Does nothing when `dir` exists or `template` does not;
 * answers whether it copied.
 */
export function startFromTemplate(dir: string, template: string): boolean {
  if (fs.existsSync(dir) || !fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  const copying = `${dir}.from-template-${process.pid}`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // A copy-on-write clone where the file system offers it, else a plain copy.
  fs.cpSync(template, copying, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  try {
    fs.renameSync(copying, dir);
  } catch (err) {
    fs.rmSync(copying, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw err;
    return false;
  }
  return true;
}
