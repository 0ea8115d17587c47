// What the query layer needs to know about the request being served, carried through its async work: the statement
// timeout that bounds each statement it runs, and whether it is a heavy operation (a report with a maximum range),
// whose statements wait behind everyone else's on the embedded database. Statements outside a request (migrations,
// the seed, background purges) have neither.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface StatementScope {
  timeoutMs?: number;
  heavy?: boolean;
}

const scope = new AsyncLocalStorage<StatementScope>();

export function runInStatementScope<T>(value: StatementScope, fn: () => T): T {
  return scope.run(value, fn);
}

/** The statement timeout (ms) of the current request, or undefined outside one. */
export function currentStatementTimeout(): number | undefined {
  return scope.getStore()?.timeoutMs || undefined;
}

export function inHeavyOperation(): boolean {
  return scope.getStore()?.heavy ?? false;
}
