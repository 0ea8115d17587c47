// Reads the columns of a table of the demo database: an in-memory PGlite gets the migrations only (no seed, a few
// seconds), then information_schema answers each column's name, type, nullability and whether it is part of the
// primary key. The result is kept per migrations folder, so a second table costs nothing.
import { closest } from '../contract-check';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { openPglite } from '../../server/db/openDatabase';

export interface TableColumn {
  name: string;
  /** information_schema's data_type, e.g. 'integer', 'numeric', 'timestamp with time zone', 'ARRAY'. */
  dataType: string;
  nullable: boolean;
  /** Part of the primary key. */
  isKey: boolean;
}

export interface TableInfo {
  table: string;
  /** In table order. */
  columns: TableColumn[];
}

const cache = new Map<string, Promise<Map<string, TableColumn[]>>>();

/** Every table and view of the migrated database (schema_migrations left out) with its columns. */
export function databaseTables(migrationsDir = MIGRATIONS_DIR): Promise<Map<string, TableColumn[]>> {
  let tables = cache.get(migrationsDir);
  if (!tables) {
    tables = introspect(migrationsDir);
    cache.set(migrationsDir, tables);
    tables.catch(() => cache.delete(migrationsDir));
  }
  return tables;
}

async function introspect(migrationsDir: string): Promise<Map<string, TableColumn[]>> {
  const db = await openPglite();
  try {
    await migrate(db, migrationsDir);
    const keys = await db.query<{ table_name: string; column_name: string }>(
      `SELECT kcu.table_name, kcu.column_name
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu
           ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
          AND kcu.table_name = tc.table_name
        WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'`,
    );
    const isKey = new Set(keys.map((k) => `${k.table_name}.${k.column_name}`));
    const rows = await db.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      `SELECT table_name, column_name, data_type, is_nullable
         FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
        ORDER BY table_name, ordinal_position`,
    );
    const tables = new Map<string, TableColumn[]>();
    for (const r of rows) {
      if (!tables.has(r.table_name)) tables.set(r.table_name, []);
      tables.get(r.table_name)!.push({
        name: r.column_name,
        dataType: r.data_type,
        nullable: r.is_nullable === 'YES',
        isKey: isKey.has(`${r.table_name}.${r.column_name}`),
      });
    }
    return tables;
  } finally {
    await db.close();
  }
}

/** The table's columns; an unknown table is an Error naming the closest table of the demo database. */
export async function tableColumns(table: string, migrationsDir = MIGRATIONS_DIR): Promise<TableInfo> {
  const tables = await databaseTables(migrationsDir);
  const columns = tables.get(table);
  if (!columns) {
    const suggestion = closest(table, tables.keys());
    throw new Error(
      `table '${table}' is not in the demo database (server/db/migrations)${
        suggestion ? `; did you mean '${suggestion}'?` : ''
      }`,
    );
  }
  return { table, columns };
}
