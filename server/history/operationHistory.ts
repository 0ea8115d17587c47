// The house extension x-history: what a write operation changes, for the record history (docs/adr/016). Every
// operation that is not a GET declares it, and the server does not start when one does not, so a new write cannot be
// added without saying which records it changes; tests/server/history/everyWrite.test.ts drives every write and checks
// its entries name exactly these entities.
//   x-history: { entities: [users, ...] }   the entities (tracked tables in kebab-case) whose rows it writes
//   x-history: { none: <reason> }           it writes no record (a read sent as POST, the session, a log)
import type { OperationEntry } from '../contract/loadContract.js';

export type OperationHistory = { entities: string[] } | { none: string };

const ENTITY = /^[a-z][a-z0-9-]{0,62}$/;

/** The operation's x-history; undefined for a GET. Throws, naming the operation, when a write lacks a valid one. */
export function operationHistory(op: OperationEntry): OperationHistory | undefined {
  if (op.method === 'get') return undefined;
  const rule: unknown = op.operation['x-history'];
  const problem = `${op.operationId}: a ${op.method.toUpperCase()} operation declares x-history: { entities: [<entity>, ...] } or { none: <why it writes no record> }`;
  if (!rule || typeof rule !== 'object') throw new Error(problem);
  if ('none' in rule) {
    if (typeof rule.none !== 'string' || !rule.none.trim()) throw new Error(problem);
    return { none: rule.none };
  }
  if (
    'entities' in rule &&
    Array.isArray(rule.entities) &&
    rule.entities.length > 0 &&
    rule.entities.every((e) => typeof e === 'string' && ENTITY.test(e))
  )
    return { entities: rule.entities as string[] };
  throw new Error(problem);
}

/** The entities of the history, each with the roles of the operations that write it (who may read its history). */
export function entityWriters(ops: OperationEntry[]): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const op of ops) {
    const rule = operationHistory(op);
    if (!rule || 'none' in rule) continue;
    for (const entity of rule.entities) {
      const roles = writers.get(entity) ?? new Set<string>();
      for (const role of op.roles) roles.add(role);
      writers.set(entity, roles);
    }
  }
  return writers;
}
