// Creates a super user in the given database: the first administrator of an installation that was not seeded with
// the demo (npm run admin:create). The same SPEC §5 rules as the user form apply, and an existing username is refused
// rather than overwritten, so the command can never be used to take over an account.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/Database.js';
import type { FieldError } from '../http/HttpError.js';
import { hashPassword } from '../auth/passwords.js';
import { checkUserInput } from '../handlers/users/userRecord.js';

export interface NewSuperUser {
  username: string;
  plant: number;
  password: string;
  firstname?: string;
  lastname?: string;
  email?: string | null;
}

export type CreateSuperUserResult = { ok: true; guid: string } | { ok: false; errors: FieldError[] };

export async function createSuperUser(db: Database, input: NewSuperUser): Promise<CreateSuperUserResult> {
  const { value, errors } = checkUserInput(
    {
      Username: input.username,
      Firstname: input.firstname ?? input.username,
      Lastname: input.lastname ?? 'Administrator',
      Email: input.email ?? null,
      EplantId: input.plant,
      Password: input.password,
    },
    true,
  );
  if (errors.length) return { ok: false, errors };
  const [plant] = await db.query('SELECT 1 FROM plants WHERE id = $1', [value.EplantId]);
  if (!plant) return { ok: false, errors: [{ field: 'EplantId', message: 'Choose an existing plant' }] };
  const hash = await hashPassword(input.password);
  const guid = randomUUID();
  // The unique index on lower(username) settles a race with a user created meanwhile: no row is ever replaced.
  const inserted = await db.tx((tx) =>
    tx.query(
      `INSERT INTO users (guid, firstname, lastname, username, email, eplant_id, password_hash, is_super_user)
       SELECT $1, $2, $3, $4, $5, $6, $7, true
        WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($4))
       RETURNING guid`,
      [guid, value.Firstname, value.Lastname, value.Username, value.Email, value.EplantId, hash],
    ),
  );
  if (!inserted.length)
    return { ok: false, errors: [{ field: 'Username', message: 'This username is already taken' }] };
  return { ok: true, guid };
}
