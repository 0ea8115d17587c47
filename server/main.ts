// Entry point of `npm run server` (and of `npm start` through scripts/start.mjs): opens the database, applies the
// migrations, seeds an empty database, serves the API, the hub and the built portal, and closes gracefully.
import { loadConfig } from './config.js';
import { openDatabase } from './db/openDatabase.js';
import { migrate, MIGRATIONS_DIR, STARTUP_LOCK } from './db/migrate.js';
import { seed } from './seed/seed.js';
import { demoLoginLines } from './seed/demoLoginLines.js';
import { loadRouteCatalogue } from './seed/routeCatalogue.js';
import { syncProjectRoutes } from './seed/syncProjectRoutes.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const opening = openDatabase(config);
  // The HTTP side's modules (handlers, the contract, its validators: about a second of this thread's work) load while
  // the database worker starts and the seed runs, instead of before the worker is even started.
  const appModule = import('./app/buildApp.js');
  // Awaited below; a failed import fails the start there rather than as an unhandled rejection now.
  appModule.catch(() => undefined);
  const db = await opening;
  // Instances starting together take turns: the first migrates and seeds, the next find it done.
  const prepare = async () => {
    const applied = await migrate(db, MIGRATIONS_DIR, { lock: false });
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    const seeded = await seed(db, { mode: config.seed, scale: config.seedScale, log: (line) => console.log(line) });
    const addedRoutes = await syncProjectRoutes(db, loadRouteCatalogue());
    if (addedRoutes.length) console.log(`role tree: project routes added: ${addedRoutes.join(', ')}`);
    return seeded;
  };
  const seeded = db.withLock ? await db.withLock(STARTUP_LOCK, prepare) : await prepare();
  const { buildApp } = await appModule;
  const app = await buildApp(config, db);
  if (!config.captcha)
    app.log.warn(
      'NORSTAR_CAPTCHA=off: the bot check of the login and the job application is disabled. Use this for automated tests only.',
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing`);
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/pglite`;
  console.log(`Norstar reference ERP server on ${address.replace('0.0.0.0', 'localhost')} (database: ${where})`);
  console.log(
    `  API /api · hub /hub · health /health${app.hasRoute({ method: 'GET', url: '/' }) ? ' · portal /' : ''}`,
  );
  for (const line of await demoLoginLines(db, seeded)) console.log(line);
  const [admins] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE is_super_user AND is_active AND NOT is_suspended',
  );
  if (admins.n === 0)
    console.log('No administrator yet: create the first one with npm run admin:create -- --username NAME --plant 2');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
