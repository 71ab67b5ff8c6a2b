import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Folder data ${dataDir} sedang dipakai oleh proses lain (pid ${ownerPid}). ` +
        'Dua server pada satu folder PGlite merusak database; hentikan proses itu atau pakai DATA_DIR lain.',
    );
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Exclusive lock on the embedded database folder: two PGlite processes on one folder corrupt it.
 * A lock left by a dead process (crash, SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Tidak dapat mengunci folder data ${dataDir}`);
}
