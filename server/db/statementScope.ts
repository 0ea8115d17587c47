// The statement timeout of the request being served, carried through its async work so the query layer can bound
// each statement a request runs. Statements outside a request (migrations, the seed, background purges) have none.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<number>();

export function runWithStatementTimeout<T>(timeoutMs: number | undefined, fn: () => T): T {
  if (!timeoutMs) return fn();
  return scope.run(timeoutMs, fn);
}

/** The statement timeout (ms) of the current request, or undefined outside one. */
export function currentStatementTimeout(): number | undefined {
  return scope.getStore();
}
