// The demo's dealer logins (issue #36, docs/adr/015): two plant-2 stock dealerships, each with an owner and a
// salesperson who sign in with the demo password. Only the demo seed runs this (area seeds are demo-only), so no
// database outside the demo gets a dealer user with a known password. The dealerships are the two with the most open
// units not yet on a load, so a demo dealer can submit a load at once.
import type { Queryable } from '../../db/Database.js';
import { ANCHOR_DAY, isoDay } from '../plant/calendar.js';

export interface DemoDealerLogin {
  username: string;
  firstname: string;
  lastname: string;
  /** 0: the first demo dealership (dealer A), 1: the second (dealer B). */
  dealership: 0 | 1;
  role: 'Owner' | 'Sales';
  grant: 'dealer_owner' | 'dealer_sales';
  guid: string;
}

export const DEMO_DEALER_LOGINS: readonly DemoDealerLogin[] = [
  {
    username: 'dealer1.owner',
    firstname: 'Wade',
    lastname: 'Hollis',
    dealership: 0,
    role: 'Owner',
    grant: 'dealer_owner',
    guid: 'd0000000-0000-4000-8000-000000000011',
  },
  {
    username: 'dealer1.sales',
    firstname: 'Kayla',
    lastname: 'Brandt',
    dealership: 0,
    role: 'Sales',
    grant: 'dealer_sales',
    guid: 'd0000000-0000-4000-8000-000000000012',
  },
  {
    username: 'dealer2.owner',
    firstname: 'Russell',
    lastname: 'Pike',
    dealership: 1,
    role: 'Owner',
    grant: 'dealer_owner',
    guid: 'd0000000-0000-4000-8000-000000000021',
  },
  {
    username: 'dealer2.sales',
    firstname: 'Tanya',
    lastname: 'Mercer',
    dealership: 1,
    role: 'Sales',
    grant: 'dealer_sales',
    guid: 'd0000000-0000-4000-8000-000000000022',
  },
];

export async function seedDealerLogins(q: Queryable): Promise<void> {
  const dealerships = await q.query<{ id: number; cust_no: string }>(
    `SELECT c.id, c.cust_no FROM customers c
      WHERE c.eplant_id = 2 AND c.is_dealer AND c.active AND EXISTS (SELECT 1 FROM stock_dealer_profiles p WHERE p.dealer_id = c.id)
      ORDER BY (SELECT count(*) FROM customer_order_lines l JOIN customer_orders o ON o.id = l.co_id
                 WHERE o.customer_id = c.id AND l.status IN ('O', 'F')
                   AND NOT EXISTS (SELECT 1 FROM load_units lu WHERE lu.co_line_id = l.id)) DESC, c.id
      LIMIT 2`,
  );
  if (dealerships.length < 2) throw new Error('seedDealerLogins: the demo needs two plant-2 stock dealerships');
  // The demo password's hash, as the demo staff logins have it (seedUsers.ts).
  const [admin] = await q.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE username = 'admin'`);
  for (const login of DEMO_DEALER_LOGINS) {
    const dealer = dealerships[login.dealership];
    await q.query(
      `INSERT INTO users (guid, firstname, lastname, username, email, eplant_id, password_hash, dealer_id, language, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 2, $6, $7, 'en-US', $8, $8)`,
      [
        login.guid,
        login.firstname,
        login.lastname,
        login.username,
        `${login.username}@dealer${dealer.id}.com`,
        admin.password_hash,
        dealer.id,
        isoDay(ANCHOR_DAY - 120),
      ],
    );
    await q.query('INSERT INTO user_roles (user_guid, role_name) VALUES ($1, $2)', [login.guid, login.grant]);
    await q.query(
      `INSERT INTO dealer_users (eplant_id, dealer_id, username, full_name, email, role, active, created_date, user_guid)
       VALUES (2, $1, $2, $3, $4, $5, true, $6, $7)`,
      [
        dealer.id,
        login.username,
        `${login.firstname} ${login.lastname}`,
        `${login.username}@dealer${dealer.id}.com`,
        login.role,
        isoDay(ANCHOR_DAY - 120),
        login.guid,
      ],
    );
  }
}
