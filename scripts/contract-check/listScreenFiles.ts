// Finds every screen definition (**/*.screen.json) under a screens folder, sorted so reports are stable.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { jsonSyntaxError } from './jsonSyntaxError';
import type { ScreenFile } from './types';

/** Absolute paths of every *.screen.json below screensDir (recursively), sorted; [] when the folder is missing. */
export function listScreenFiles(screensDir: string): string[] {
  if (!existsSync(screensDir)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.screen.json')) out.push(path);
    }
  };
  walk(screensDir);
  return out.sort();
}

/** Reads and parses each definition; a file that is not JSON comes back with json undefined, its error and where. */
export function readScreenFiles(
  screensDir: string,
): Array<ScreenFile & { parseError?: string; line?: number; column?: number }> {
  return listScreenFiles(screensDir).map((path) => {
    const file = relative(screensDir, path).split(sep).join('/');
    const text = readFileSync(path, 'utf8');
    const syntax = jsonSyntaxError(text);
    if (syntax)
      return { file, path, json: undefined, parseError: syntax.reason, line: syntax.line, column: syntax.column };
    return { file, path, json: JSON.parse(text) };
  });
}
