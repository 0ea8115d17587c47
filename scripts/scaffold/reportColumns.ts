// Which columns of a table a scaffolded report shows and how: the contract field (PascalCase), its JSON schema and
// the SQL expression that makes the value match that schema (dates as 'YYYY-MM-DD', timestamps as ISO 8601 UTC,
// numerics as numbers). Also picks the plant column (filtered, so not shown) and the date column of the range.
import { closest } from '../contract-check';
import type { TableColumn, TableInfo } from './tableColumns';

/** At most this many columns (primary key first, then table order): a first draft, not a data dump. */
export const MAX_REPORT_COLUMNS = 12;

/** Column names of the plant a row belongs to (002_plant.sql: every plant-scoped table carries eplant_id). */
const PLANT_COLUMNS = ['eplant_id', 'plant_id'];
/** Never shown: credentials and secrets, whatever their type. */
const SECRET = /pass(word)?|secret|token|hash|salt/i;
/** Types a grid cannot show as a value (binary, structured, arrays, search vectors). */
const SKIPPED_TYPES = new Set(['bytea', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'tsvector', 'xml']);
const DATE_TYPES = new Set(['date', 'timestamp with time zone', 'timestamp without time zone']);

export interface ReportColumn {
  column: string;
  /** The contract field, e.g. po_date → PoDate. */
  field: string;
  schema: Record<string, unknown>;
  /** The SELECT expression before `AS "<field>"`. */
  sql: string;
}

export interface ReportColumns {
  table: string;
  columns: ReportColumn[];
  plantColumn?: string;
  dateColumn?: TableColumn;
  /** Order of the rows: the date column (newest first), then the key. */
  orderBy: string[];
  /** Columns left out (secret, unshowable type, or past the cap), for the report to the analyst. */
  skipped: string[];
}

/** "po_date" → "PoDate", "is_intercompany" → "IsIntercompany". */
export function pascalCase(column: string): string {
  return column
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/** The identifier as SQL text, quoted only when it has to be. */
export function sqlName(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name) ? name : `"${name.replace(/"/g, '""')}"`;
}
const RESERVED = new Set(
  'all and any array as asc both case cast check collate column constraint create current_date current_time current_timestamp current_user default desc distinct do else end except false for foreign from grant group having in initially intersect into leading limit localtime not null offset on only or order placing primary references returning row select session_user some symmetric table then to trailing true union unique user using when where window with'.split(
    ' ',
  ),
);

function typed(c: TableColumn): { schema: Record<string, unknown>; sql: string } {
  const name = sqlName(c.name);
  const type = (t: string) => (c.nullable ? [t, 'null'] : t);
  switch (c.dataType) {
    case 'smallint':
    case 'integer':
      return { schema: { type: type('integer') }, sql: name };
    case 'bigint':
      // int8 is a string in node-postgres' defaults and can exceed int4; float8 is a JSON number on both drivers.
      return { schema: { type: type('integer') }, sql: `${name}::float8` };
    case 'numeric':
    case 'real':
    case 'double precision':
    case 'money':
      return { schema: { type: type('number') }, sql: `${name}::float8` };
    case 'boolean':
      return { schema: { type: type('boolean') }, sql: name };
    case 'date':
      return { schema: { type: type('string'), format: 'date' }, sql: `to_char(${name}, 'YYYY-MM-DD')` };
    case 'timestamp with time zone':
      return {
        schema: { type: type('string'), format: 'date-time' },
        sql: `to_char(${name} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      };
    case 'timestamp without time zone':
      return {
        schema: { type: type('string'), format: 'date-time' },
        sql: `to_char(${name}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      };
    case 'uuid':
      return { schema: { type: type('string'), format: 'uuid' }, sql: `${name}::text` };
    case 'text':
    case 'character varying':
      return { schema: { type: type('string') }, sql: name };
    default:
      // character(n), time, interval, inet, …: their text form.
      return { schema: { type: type('string') }, sql: `${name}::text` };
  }
}

/**
 * Picks the report's columns: secrets and unshowable types are skipped, the plant column is the filter (not a
 * column), the primary key comes first and the date column is always kept; the rest follow in table order up to
 * MAX_REPORT_COLUMNS. `dateColumn` names the range column; else the first date or timestamp column is used.
 */
export function reportColumns(info: TableInfo, dateColumn?: string): ReportColumns {
  const skipped: string[] = [];
  const showable = info.columns.filter((c) => {
    const ok = !SECRET.test(c.name) && !SKIPPED_TYPES.has(c.dataType);
    if (!ok) skipped.push(c.name);
    return ok;
  });
  const plant = info.columns.find(
    (c) => PLANT_COLUMNS.includes(c.name) && ['integer', 'smallint', 'bigint'].includes(c.dataType),
  );
  let date: TableColumn | undefined;
  if (dateColumn) {
    date = info.columns.find((c) => c.name === dateColumn);
    const dates = info.columns.filter((c) => DATE_TYPES.has(c.dataType)).map((c) => c.name);
    if (!date || !DATE_TYPES.has(date.dataType)) {
      const suggestion = closest(dateColumn, dates);
      throw new Error(
        `'${dateColumn}' is not a date or timestamp column of ${info.table}${
          dates.length ? ` (its date columns: ${dates.join(', ')})` : ' (it has none)'
        }${suggestion ? `; did you mean '${suggestion}'?` : ''}`,
      );
    }
  } else date = info.columns.find((c) => DATE_TYPES.has(c.dataType));

  const candidates = showable.filter((c) => c !== plant);
  const keys = candidates.filter((c) => c.isKey);
  const chosen = [...keys];
  if (date && !chosen.includes(date)) chosen.push(date);
  for (const c of candidates) if (!chosen.includes(c) && chosen.length < MAX_REPORT_COLUMNS) chosen.push(c);
  // Shown in key-first, then table order (the date column keeps its place in the table).
  const ordered = [...keys, ...candidates.filter((c) => !c.isKey && chosen.includes(c))];
  skipped.push(...candidates.filter((c) => !chosen.includes(c)).map((c) => c.name));
  if (ordered.length === 0) throw new Error(`${info.table} has no column a report can show`);

  const fields = new Set<string>();
  const columns = ordered.map((c) => {
    let field = pascalCase(c.name) || 'Column';
    if (/^[0-9]/.test(field)) field = `C${field}`;
    for (let n = 2; fields.has(field); n++) field = `${pascalCase(c.name)}${n}`;
    fields.add(field);
    return { column: c.name, field, ...typed(c) };
  });
  const keyOrder = (keys.length ? keys : [ordered[0]]).map((c) => sqlName(c.name));
  return {
    table: info.table,
    columns,
    plantColumn: plant?.name,
    dateColumn: date,
    orderBy: date ? [`${sqlName(date.name)} DESC`, ...keyOrder.filter((k) => k !== sqlName(date.name))] : keyOrder,
    skipped,
  };
}
