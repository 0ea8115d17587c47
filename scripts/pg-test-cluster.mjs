#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: `node scripts/pg-test-cluster.mjs <command> [args…]` creates
// a cluster under the temporary directory (or NORSTAR_PG_TMP), starts it on 127.0.0.1 (a free port, or
// NORSTAR_PG_PORT) with the newest /usr/lib/postgresql/*/bin (or PG_BIN), creates an
// unprivileged login role with a random password, runs the command with DATABASE_URL pointing at it, then stops the
// cluster and removes its directory whatever the command's outcome. The exit code is the command's.
//
// initdb refuses to run as root (CI does), so as root the cluster belongs to the `postgres` system user that Debian's
// postgresql package creates; run as anyone else, it belongs to that user. The role the tests connect as has LOGIN and
// CREATEDB (each test file works on its own copy of a template database) and CREATEROLE (the database-user screens
// create, alter and drop login roles, and tests/server/dbaUser.test.ts checks them on the real server), never SUPERUSER.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/pg-test-cluster.mjs <command> [args…]');
  process.exit(2);
}

function findBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return join(root, versions[0], 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found.replace(/\/initdb$/, '');
  throw new Error('PostgreSQL not found: install it (Debian: apt-get install -y postgresql) or set PG_BIN');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
const owner = asRoot ? 'postgres' : undefined;

function ownerIds(name) {
  const uid = Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error(`system user ${name} not found (Debian's postgresql package creates it)`);
  return { uid, gid };
}

/** Runs a PostgreSQL program as the cluster's owner; throws with its output when it fails. */
function runPg(bin, args) {
  const program = join(binDir, bin);
  const [file, argv] = owner ? ['runuser', ['-u', owner, '--', program, ...args]] : [program, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: base });
  if (result.status !== 0) throw new Error(`${bin} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

const binDir = findBinDir();
const base = mkdtempSync(join(process.env.NORSTAR_PG_TMP ?? tmpdir(), 'norstar-pg-'));
const dataDir = join(base, 'data');
const logFile = join(base, 'server.log');
let started = false;

function cleanup() {
  if (started) {
    try {
      runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(error.message);
    }
    started = false;
  }
  rmSync(base, { recursive: true, force: true });
}

async function main() {
  const port = Number(process.env.NORSTAR_PG_PORT) || (await freePort());
  const superPassword = randomBytes(18).toString('base64url');
  const password = randomBytes(18).toString('base64url');
  const role = 'norstar_ci';
  const pwFile = join(base, 'pw');
  writeFileSync(pwFile, superPassword, { mode: 0o600 });
  if (owner) {
    const { uid, gid } = ownerIds(owner);
    chmodSync(base, 0o700);
    chownSync(base, uid, gid);
    chownSync(pwFile, uid, gid);
  }
  runPg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--pwfile',
    pwFile,
    '--auth',
    'scram-sha-256',
    '--encoding',
    'UTF8',
    '--locale',
    'C',
  ]);
  rmSync(pwFile);
  // A throwaway cluster: durability settings off make CREATE DATABASE … TEMPLATE and every commit cheaper.
  const options = [
    `-p ${port}`,
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories='${base}'`,
    '-c max_connections=300',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=128MB',
    // Test databases live for seconds; an autovacuum worker on one would also make DROP DATABASE … WITH (FORCE) fail
    // for the unprivileged test role ("must be a member of the role whose process is being terminated").
    '-c autovacuum=off',
  ].join(' ');
  runPg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  started = true;

  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: superPassword,
    database: 'postgres',
  });
  await admin.connect();
  await admin.query(`CREATE ROLE ${role} LOGIN CREATEDB CREATEROLE PASSWORD '${password}'`);
  await admin.query(`CREATE DATABASE ${role} OWNER ${role}`);
  await admin.end();

  const databaseUrl = `postgres://${role}:${password}@127.0.0.1:${port}/${role}`;
  console.log(`PostgreSQL ${binDir.split('/').at(-2) ?? ''} test cluster on 127.0.0.1:${port} (role ${role})`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (existsSync(logFile)) console.error(spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout);
} finally {
  cleanup();
}
process.exit(code);
