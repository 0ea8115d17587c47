// A dealer user of one dealership (docs/adr/015), created by Norstar staff from the dealer-portal Users screen: a
// users row with the dealership (users.dealer_id) and its dealer role, and the dealer_users row the portal lists,
// linked to it so its sign-ins reach the dealer-portal user logs. Validated before anything is written; one
// transaction writes both rows.
import { randomUUID } from 'node:crypto';
import type { OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { hashPassword, passwordErrors } from '../../auth/passwords.js';
import { requirePlant } from '../plant/plantQueries.js';
import { requireTexts } from '../shared/dealersSql.js';

/** dealer_users.role → the catalogue's dealer role (schemas/roles.json). */
export const DEALER_ROLE = { Owner: 'dealer_owner', Sales: 'dealer_sales', Office: 'dealer_office' } as const;

export const createDealerUser: OperationHandler<'createDealerUser'> = async ({ db, query, body }) => {
  await requirePlant(db, query.plant);
  requireTexts(body, ['DealerNo', 'Username', 'FirstName', 'LastName', 'Email']);
  const password = passwordErrors(body.Password);
  if (password.length) throw badRequest(password[0].message, password);
  const username = body.Username.trim();
  const dealer = await maybeOne<{ id: number; cust_no: string; name: string; country: string }>(
    db,
    'SELECT id, cust_no, name, country FROM customers WHERE upper(cust_no) = upper($1) AND eplant_id = $2 AND is_dealer AND active',
    [body.DealerNo.trim(), query.plant],
  );
  if (!dealer)
    throw badRequest(`Dealer ${body.DealerNo} is not an active dealer of this plant`, [
      { field: 'DealerNo', message: `Dealer ${body.DealerNo} is not an active dealer of this plant` },
    ]);
  const taken =
    (await maybeOne(db, 'SELECT 1 FROM users WHERE lower(username) = lower($1)', [username])) ??
    (await maybeOne(db, 'SELECT 1 FROM dealer_users WHERE lower(username) = lower($1)', [username]));
  if (taken)
    throw badRequest(`Username ${username} is taken`, [
      { field: 'Username', message: `Username ${username} is taken` },
    ]);
  const hash = await hashPassword(body.Password);
  const guid = randomUUID();
  const fullName = `${body.FirstName.trim()} ${body.LastName.trim()}`;
  return db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO users (guid, firstname, lastname, username, email, eplant_id, password_hash, dealer_id, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        guid,
        body.FirstName.trim(),
        body.LastName.trim(),
        username,
        body.Email.trim(),
        query.plant,
        hash,
        dealer.id,
        dealer.country === 'MX' ? 'es-MX' : 'en-US',
      ],
    );
    await tx.query('INSERT INTO user_roles (user_guid, role_name) VALUES ($1, $2)', [guid, DEALER_ROLE[body.Role]]);
    const row = await one<{ id: number }>(
      tx,
      `INSERT INTO dealer_users (eplant_id, dealer_id, username, full_name, email, role, active, created_date, user_guid)
       VALUES ($1, $2, $3, $4, $5, $6, true, current_date, $7) RETURNING id`,
      [query.plant, dealer.id, username, fullName, body.Email.trim(), body.Role, guid],
    );
    return {
      Id: row.id,
      Username: username,
      FullName: fullName,
      Role: body.Role,
      DealerNo: dealer.cust_no,
      DealerName: dealer.name,
    };
  });
};
