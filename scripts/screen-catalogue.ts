// The screen catalogue (docs/screens.md): every route with its kind, title, purpose, roles and operations, written
// from the definitions by `npm run generate`; `--check` (part of npm run check:generated) fails when it is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readScreenFiles } from './contract-check';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const OUT = join(REPO_ROOT, 'docs/screens.md');

/** Every operationId a definition names, wherever it sits (data sources, filters' options, form submit, widgets). */
export function operationsOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => operationsOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'operationId' && typeof value === 'string') out.add(value);
      else operationsOf(value, out);
    }
  }
  return out;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function renderCatalogue(screensDir = join(REPO_ROOT, 'screens')): string {
  const defs = readScreenFiles(screensDir)
    .map((f) => f.json as any)
    .filter((d) => d && typeof d === 'object');
  const routed = defs.filter((d) => d.route).sort((a, b) => String(a.route).localeCompare(String(b.route)));
  const drills = defs.filter((d) => d.drillFor).sort((a, b) => String(a.drillFor).localeCompare(String(b.drillFor)));
  const areas = [...new Set(routed.map((d) => d.area as string))].sort();
  const lines = [
    '# Screen catalogue',
    '',
    '<!-- generated from screens/**/*.screen.json by npm run generate; do not edit -->',
    '',
    `${routed.length} routed screens and ${drills.length} drill-down details.`,
    '',
  ];
  for (const area of areas) {
    lines.push(
      `## ${area}`,
      '',
      '| route | kind | title | purpose | roles | operations |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const d of routed.filter((x) => x.area === area)) {
      const roles = d.public ? 'public' : (d.roles ?? []).join(', ') || 'any signed-in user';
      const ops = [...operationsOf(d)].join(', ') || (d.component ? `component ${d.component}` : '');
      lines.push(
        `| \`${d.route}\` | ${d.kind} | ${cell(d.title ?? '')} | ${cell(d.description ?? '')} | ${cell(roles)} | ${cell(ops)} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '## Drill-down details',
    '',
    '| drill type | title | purpose | roles | operations |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const d of drills)
    lines.push(
      `| ${d.drillFor} | ${cell(d.title ?? '')} | ${cell(d.description ?? '')} | ${cell((d.roles ?? []).join(', '))} | ${cell([...operationsOf(d)].join(', '))} |`,
    );
  return lines.join('\n') + '\n';
}

export function main(argv: string[]): number {
  const content = renderCatalogue();
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (argv.includes('--check')) {
    if (current !== content) {
      console.error('docs/screens.md is stale: run npm run generate');
      return 1;
    }
    console.log('docs/screens.md is up to date');
    return 0;
  }
  if (current !== content) writeFileSync(OUT, content);
  console.log(`${current === content ? 'unchanged' : 'wrote'} docs/screens.md`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  process.exit(main(process.argv.slice(2)));
