// Schema code is compiled when an operation is first called, not when the server starts. A server registers about
// 600 operations and a caller uses a few dozen of them, so compiling every validator and serialiser up front cost
// about 1.5 s per start (every server test file pays a start). The first call of an operation pays its own few
// milliseconds instead; contractCoverage.test.ts compiles them all, so a schema ajv or fast-json-stringify refuses
// still fails a test.
import type { ErrorObject } from 'ajv';

/** A validator in ajv's shape (called with the data; `errors` set after a failed call) that compiles on first use. */
export interface LazyValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export function lazyValidator(compile: () => LazyValidator): LazyValidator {
  let compiled: LazyValidator | undefined;
  const validate: LazyValidator = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

/** A serialiser (value → JSON text) that compiles on first use. */
export function lazySerializer(compile: () => (value: unknown) => string): (value: unknown) => string {
  let compiled: ((value: unknown) => string) | undefined;
  return (value) => {
    compiled ??= compile();
    return compiled(value);
  };
}
