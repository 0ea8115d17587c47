// Demo data for the tables that screen areas add in their own migrations (010 and up), seeded after the plant data
// set in this order. One import line and one entry per area; each seed is deterministic (server/seed/random.ts).
import type { Database } from '../db/Database.js';

export interface AreaSeed {
  name: string;
  run(db: Database, options: { scale: number }): Promise<void>;
}

export const areaSeeds: AreaSeed[] = [];
