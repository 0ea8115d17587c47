// SignalR has no catch-all handler: a message the server publishes under a name the client does not list never
// reaches a live screen. This test reads every `publish(group, method, …)` in server/ and checks the client lists it
// under the same group.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveMethods } from '../../../engine/realtime/liveMethods';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('live hub methods', () => {
  it('lists every method the server publishes under its group', () => {
    const published = new Set<string>();
    for (const file of sources(resolve(import.meta.dirname, '../../../server'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /publish\(\s*'(global|shopfloor|physical)',\s*'([A-Za-z]+)'/g,
      ))
        published.add(`${m[1]}:${m[2]}`);
    }
    expect(published.size).toBeGreaterThan(5);
    const missing = [...published].filter((key) => {
      const [group, method] = key.split(':') as ['global' | 'shopfloor' | 'physical', string];
      return !liveMethods(group).includes(method);
    });
    expect(missing).toEqual([]);
  });
});
