// `npm run admin:create -- --username NAME --plant 2 [--firstname F] [--lastname L] [--email E]`: creates a super
// user in the configured database (the server's own configuration: DATABASE_URL or NORSTAR_DATA_DIR), the first
// administrator of an installation without the demo. The password is asked twice on a terminal, or read from the first
// line of stdin when piped (`printf '%s\n' "$PASSWORD" | npm run admin:create -- …`), never from the command line,
// where it would end up in the shell history and the process list.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/openDatabase.js';
import { migrate } from '../server/db/migrate.js';
import { seed } from '../server/seed/seed.js';
import { createSuperUser } from '../server/admin/createSuperUser.js';
import { passwordErrors } from '../server/auth/passwords.js';

const USAGE = 'usage: npm run admin:create -- --username NAME --plant 2 [--firstname F] [--lastname L] [--email E]';

async function readStdinLine(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0];
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  for (;;) {
    const first = await promptHidden('Password: ');
    // Checked before the confirmation, so a weak password is not typed twice for nothing.
    const errors = passwordErrors(first);
    if (errors.length) {
      for (const e of errors) console.error(e.message);
      continue;
    }
    if ((await promptHidden('Repeat the password: ')) === first) return first;
    console.error('The password do not match');
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      plant: { type: 'string' },
      firstname: { type: 'string' },
      lastname: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const plant = Number(values.plant);
  if (!values.username || !Number.isInteger(plant)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const password = await readPassword();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    // An empty database gets what the server's first start would give it, except that the demo (users with a public
    // password) comes only when NORSTAR_SEED=demo asks for it: whoever creates an administrator wants a real install.
    await seed(db, { mode: process.env.NORSTAR_SEED ? config.seed : 'none', scale: config.seedScale });
    const result = await createSuperUser(db, {
      username: values.username,
      plant,
      password,
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
    });
    if (!result.ok) {
      for (const e of result.errors) console.error(`${e.field}: ${e.message}`);
      return 1;
    }
    console.log(`Created super user ${values.username.trim()} (plant ${plant}); sign in to the portal with it.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
