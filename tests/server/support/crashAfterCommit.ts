// A reference server that dies the hard way (SIGKILL) right after one operation's handler has returned, its
// transaction committed and its answer not yet sent: what a power cut or an OOM kill does between the two. Started by
// tests/server/history/crashAfterCommit.test.ts on a copy of the test database (NORSTAR_DATA_DIR or DATABASE_URL);
// prints "crash server ready <url>" when it answers.
import { loadConfig } from '../../../server/config.js';
import { openDatabase } from '../../../server/db/openDatabase.js';
import { buildApp } from '../../../server/app/buildApp.js';
import { handlers } from '../../../server/handlers/index.js';
import type { RuntimeHandlerMap } from '../../../server/http/OperationHandler.js';

const operationId = process.env.CRASH_AFTER_COMMIT_OF ?? '';
const handler = handlers[operationId];
if (!handler) throw new Error(`CRASH_AFTER_COMMIT_OF names no operation: ${operationId}`);
const dying: RuntimeHandlerMap = {
  ...handlers,
  [operationId]: async (ctx) => {
    await handler(ctx);
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => undefined);
  },
};
const config = { ...loadConfig(), captcha: false, loginLimitPerMinute: 1000 };
const db = await openDatabase(config);
const app = await buildApp(config, db, { handlers: dying });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`crash server ready ${address}`);
