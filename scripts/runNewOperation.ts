// The CLI side of new:screen --table: plans and writes the new report (newOperation.ts), regenerates generated/ and
// docs/screens.md when the repository's own folders were written, and prints the files and the next steps.
import { basename, dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from './contract-check/loadCatalogs';
import type { ScaffoldOptions } from './scaffold/scaffoldScreen';
import { planNewOperation, writeNewOperation } from './scaffold/newOperation';
import { regenerate } from './regenerate';

/** --table: creates the operation from a table (contract part, server stub, definition), then regenerates. */
export async function runNewOperation(
  options: ScaffoldOptions,
  table: string,
  dateColumn: string | undefined,
  flag: (name: string) => string | undefined,
): Promise<number> {
  const schemasDir = resolve(flag('schemas') ?? join(REPO_ROOT, 'schemas'));
  const handlersDir = resolve(flag('handlers') ?? join(REPO_ROOT, 'server/handlers'));
  const started = Date.now();
  console.log(`reading the columns of ${table} (the migrations, in an in-memory database)…`);
  const plan = await planNewOperation({ ...options, table, dateColumn, schemasDir, handlersDir });
  console.log(`  ${plan.report.columns.length} columns in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const result = await writeNewOperation(plan, schemasDir);
  if (!result.ok) {
    console.error(`the scaffold did not pass the contract check and nothing was kept:\n${result.messages.join('\n')}`);
    return 1;
  }
  // generated/ and docs/screens.md belong to the repository: only its own folders are regenerated.
  const own = schemasDir === join(REPO_ROOT, 'schemas') && options.screensDir === join(REPO_ROOT, 'screens');
  if (own && !(await regenerate())) {
    result.rollback();
    await regenerate();
    console.error('npm run generate failed, so nothing was kept');
    return 1;
  }
  const { report } = plan;
  const definitionFile = result.written.find((file) => file.endsWith('.screen.json')) ?? '';
  const spanishFile = relative(process.cwd(), join(dirname(definitionFile), 'es-MX.json'));
  console.log(
    [
      `wrote (the definition passes the contract check${own ? '; generated/ and docs/screens.md regenerated' : ''}):`,
      ...result.written.map((file) => `  ${relative(process.cwd(), file)}`),
      `${plan.entry.path} returns ${report.columns.map((c) => c.field).join(', ')} from ${report.table}` +
        `${report.plantColumn ? ` of the plant (${report.plantColumn})` : ''}` +
        `${report.dateColumn ? ` with ${report.dateColumn.name} from..to` : ''}` +
        `${report.skipped.length ? `; left out: ${report.skipped.join(', ')}` : ''}.`,
      'Next steps:',
      `  1. Write the real query in ${relative(process.cwd(), result.written[1])} (joins, sums, the fields you need).`,
      `  2. Make ${plan.entry.rowSchema} in ${relative(process.cwd(), result.written[0])} match it (names, descriptions).`,
      `  3. Refine the definition (captions, formats, drill types).`,
      `  4. Add its Spanish texts to ${spanishFile} (npm run i18n:missing -- --area ${basename(dirname(spanishFile))}),`,
      `     then npm run generate && npm run check:screens.`,
      own ? '' : "Not regenerated (the schemas or screens folder is not the repository's): run npm run generate.",
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return 0;
}
