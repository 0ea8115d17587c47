// The contract binds the hand-written code: renaming a response field in (a copy of) the contract and regenerating
// the types breaks the portal file and the server file that read it (scripts/check-contract-binding.ts).
import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/check-contract-binding.js';

describe('contract binding', () => {
  it('a renamed response field fails the type check on both sides of the API', async () => {
    const lines: string[] = [];
    expect(await main((line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain('portal: renaming IsSuperUser breaks engine/stores/appStore.ts');
    expect(lines.join('\n')).toContain('server: renaming IsSuperUser breaks server/handlers/users/userHandlers.ts');
  }, 120_000);
});
