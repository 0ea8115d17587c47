// How the embedded PostgreSQL starts. PGlite keeps PostgreSQL's default WAL sizing (checkpoints every 1 GB of WAL,
// recycled segments kept up to the distance between checkpoints), made for a server under steady heavy writes. Here
// the one big write is the demo seed (~270 MB of WAL), and with the default its segments stay in pg_wal for good:
// ~470 MB of data dir at seed scale 1. A checkpoint every 64 MB of WAL keeps pg_wal near that size (~260 MB in all),
// at no measurable cost to the seed; everyday writes are far smaller than that. wal_level=minimal (nothing here
// replicates or archives WAL) lets the seed's bulk load skip WAL for the tables it truncates in its own transaction
// (seed/plant/truncateForBulkLoad.ts): ~100 MB less WAL written at the first start.
import { PGlite } from '@electric-sql/pglite';

export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'max_wal_size=64MB',
  '-c',
  'min_wal_size=32MB',
  '-c',
  'wal_level=minimal',
  '-c',
  'max_wal_senders=0',
];

export const pgliteOptions = () => ({ startParams: [...PGLITE_START_PARAMS] });
