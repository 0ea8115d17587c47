// The SQL text of the database-user statements, built in Node. The role name has passed dbRoleName's whitelist and is
// quoted as an identifier anyway; the password is replaced by its SCRAM-SHA-256 secret, so the statement (and any
// log line or error report that quotes it) never carries the password itself, and no parameter carries it either.
import { scramSha256Secret, type ScramOptions } from '../../db/scramSecret.js';

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** CREATE (a new portal role) or ALTER (a role the portal created) … WITH LOGIN PASSWORD '<SCRAM secret>'. */
export function loginRoleStatement(
  verb: 'CREATE' | 'ALTER',
  role: string,
  password: string,
  scram?: ScramOptions,
): string {
  // The secret's characters are base64, digits, '$' and ':' only, so it needs no escaping inside the literal.
  return `${verb} ROLE ${quoteIdentifier(role)} WITH LOGIN PASSWORD '${scramSha256Secret(password, scram)}'`;
}

export function dropRoleStatement(role: string): string {
  return `DROP ROLE ${quoteIdentifier(role)}`;
}
