// `npm run history:verify`: checks the record history chain of the configured database (the server's own
// configuration: DATABASE_URL, or NORSTAR_DATA_DIR for the embedded database, which must not be open in a running
// server) and names the first broken entry. Exit code 0 when the chain holds, 1 when it does not.
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/openDatabase.js';
import { verifyHistory } from '../server/history/verifyHistory.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const verdict = await verifyHistory(db);
  if (verdict.ok) {
    console.log(
      verdict.entries
        ? `Record history verified: ${verdict.entries} entries, ${verdict.firstSeq} to ${verdict.lastSeq}, chain intact.`
        : 'Record history verified: no entries yet.',
    );
  } else {
    console.error(`Record history broken at entry ${verdict.brokenSeq}: ${verdict.reason}.`);
    console.error(`${verdict.entries} entries before it verified.`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
