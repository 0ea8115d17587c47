// The demo logins the server prints at start. Only for a database the demo seed ran on (system_settings
// .demo_seeded_at): a production database with its own 'admin' must never see the public demo password advertised.
import type { Queryable } from '../db/Database.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seedUsers.js';

/** The lines to print, or none when the demo was never seeded into this database. */
export async function demoLoginLines(db: Queryable, justSeeded: boolean): Promise<string[]> {
  const [row] = await db.query<{ seeded: boolean }>(
    'SELECT demo_seeded_at IS NOT NULL AS seeded FROM system_settings WHERE id = 1',
  );
  if (!row?.seeded) return [];
  return [
    `Demo logins (password ${DEMO_PASSWORD}):${justSeeded ? ' (just seeded)' : ''}`,
    ...DEMO_LOGINS.map((u) => {
      const grants = u.superUser
        ? 'super user (every role)'
        : u.nodes.map((n) => n.replace(/^(area|role):/, '')).join(', ');
      return `  ${u.username.padEnd(14)} plant ${u.plant}: ${grants}`;
    }),
  ];
}
