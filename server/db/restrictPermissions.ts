// The embedded database's files are the whole company's data: only the server's own OS user may read them. PGlite
// unpacks a fresh cluster with mode 0666 (it sets the mode itself, so a process umask does not help) and rewrites
// its relcache init files 0644 at run time, so the server tightens the tree when it opens and closes the database:
// directories 0700 (which alone keeps everyone else out of every file below) and files 0600.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Sets `dir` and everything below it to owner-only modes; symbolic links are left alone (chmod would follow them). */
export function restrictPermissions(dir: string): void {
  const pending = [dir];
  while (pending.length) {
    const path = pending.pop()!;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) chmodSync(path, wanted);
    if (stat.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
}
