// The shape of one area's demo seed: its tables' rows, written after the plant data (see areaSeeds.ts for the order).
import type { Database } from '../db/Database.js';

export interface AreaSeed {
  name: string;
  run(db: Database, options: { scale: number }): Promise<void>;
}
