// The server query stub of a report scaffolded from a table: server/handlers/reports/<operationId>.ts, one plain
// SELECT of the report's columns (cast so the rows match the row schema) for the plant and date range, newest
// first, at most 1000 rows. A stub to replace with the report's real query.
import { wrapComment } from './naming';
import { sqlName, type ReportColumns } from './reportColumns';

export interface HandlerStubOptions {
  operationId: string;
  /** The API path, e.g. /reports/purchasing/open-po-by-vendor. */
  path: string;
  /** The contract part, relative to the repository, e.g. schemas/erp-api/purchasing-open-po-by-vendor.yaml. */
  partFile: string;
  report: ReportColumns;
}

/** The handler's source (unformatted: the writer runs prettier over it). */
export function handlerStub(o: HandlerStubOptions): string {
  const { report } = o;
  const date = report.dateColumn;
  const where: string[] = [];
  const params: string[] = [];
  if (report.plantColumn) {
    params.push('plant');
    where.push(`${sqlName(report.plantColumn)} = $${params.length}`);
  }
  if (date) {
    params.push('from', 'to');
    const [from, to] = [`$${params.length - 1}::date`, `$${params.length}::date`];
    // A timestamp is in the range when its UTC day is (the day the row shows, see the to_char of reportColumns).
    const day =
      {
        date: sqlName(date.name),
        'timestamp with time zone': `(${sqlName(date.name)} AT TIME ZONE 'UTC')::date`,
      }[date.dataType] ?? `${sqlName(date.name)}::date`;
    where.push(`${day} BETWEEN ${from} AND ${to}`);
  }
  const select = report.columns.map((c) => `${c.sql} AS "${c.field}"`);
  const sql = [
    `SELECT ${select.join(',\n            ')}`,
    `       FROM ${sqlName(report.table)}`,
    ...(where.length ? [`      WHERE ${where.join(' AND ')}`] : []),
    `      ORDER BY ${report.orderBy.join(', ')}`,
    `      LIMIT 1000`,
  ].join('\n');
  const body = [
    ...(params.length ? [`const { ${params.join(', ')} } = query;`] : []),
    ...(date ? ['requireDateRange(from, to);'] : []),
    `return db.query(\n\`${sql}\`,${params.length ? ` [${params.join(', ')}],` : ''}\n);`,
  ];
  const header =
    `GET ${o.path} (${o.partFile}): a STUB scaffolded by npm run new:screen from the ${report.table} table, so the ` +
    'report runs end to end at once. Replace it with the real query (joins, sums, the fields the report needs) and ' +
    'change the row schema in the contract part to match; the server has already checked roles and parameters.';
  return [
    wrapComment(header, '// '),
    "import type { OperationHandler } from '../../http/OperationHandler.js';",
    ...(date ? ["import { requireDateRange } from '../plant/plantQueries.js';"] : []),
    '',
    `export const ${o.operationId}: OperationHandler<'${o.operationId}'> = async ({ db${params.length ? ', query' : ''} }) => {`,
    ...body,
    '};',
    '',
  ].join('\n');
}
