import "server-only";
// PGlite has no lock of its own: two processes on one data folder silently lose each other's
// writes. This holds an exclusive lock file beside the folder for the life of the process.
import fs from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own stale lock from a previous life of this pid
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function describe(pid: number): string {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
    return cmd ? `pid ${pid}: ${cmd.slice(0, 120)}` : `pid ${pid}`;
  } catch {
    return `pid ${pid}`;
  }
}

/** Takes the lock or throws DatabaseLockedError with what to do; returns a release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DatabaseLockedError(
          `The embedded database at ${dataDir} is in use by another process (${describe(holder)}). ` +
            `Stop that process first (for example the running app), then try again; ` +
            `or set DATABASE_URL to a PostgreSQL server, which many processes can share.`,
        );
      }
      // The holder died without cleaning up (kill -9, crash): take the lock over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database at ${dataDir}; another process keeps taking it.`);
}
