// The demo logins the server prints at start. Only for a database the demo seed ran on (system_settings
// .demo_seeded_at): a production database with its own 'admin' must never see the public demo password advertised.
import type { Queryable } from '../db/Database.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seedUsers.js';
import { DEMO_DEALER_LOGINS } from './areas/dealerLogins.js';

/** The lines to print, or none when the demo was never seeded into this database. */
export async function demoLoginLines(db: Queryable, justSeeded: boolean): Promise<string[]> {
  const [row] = await db.query<{ seeded: boolean }>(
    'SELECT demo_seeded_at IS NOT NULL AS seeded FROM system_settings WHERE id = 1',
  );
  if (!row?.seeded) return [];
  const dealers = await db.query<{ username: string; cust_no: string; name: string }>(
    'SELECT u.username, c.cust_no, c.name FROM users u JOIN customers c ON c.id = u.dealer_id WHERE u.username = ANY($1)',
    [DEMO_DEALER_LOGINS.map((d) => d.username)],
  );
  return [
    `Demo logins (password ${DEMO_PASSWORD}):${justSeeded ? ' (just seeded)' : ''}`,
    ...DEMO_LOGINS.map((u) => {
      const grants = u.superUser
        ? 'super user (every role)'
        : u.nodes.map((n) => n.replace(/^(area|role):/, '')).join(', ');
      return `  ${u.username.padEnd(14)} plant ${u.plant}: ${grants}`;
    }),
    // Dealer users (docs/adr/015): they see only their dealership's quotes, loads, units and documents.
    ...DEMO_DEALER_LOGINS.flatMap((d) => {
      const dealer = dealers.find((r) => r.username === d.username);
      return dealer ? [`  ${d.username.padEnd(14)} dealer ${dealer.cust_no} ${dealer.name}: ${d.grant}`] : [];
    }),
  ];
}
