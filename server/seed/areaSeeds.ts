// Demo data for the tables that screen areas add in their own migrations (010 and up), seeded after the plant data
// set in this order. One import line and one entry per area; each seed is deterministic (server/seed/random.ts).
import type { Database } from '../db/Database.js';
import { peopleSeed } from './areas/people.js';
import { plantFloorSeed } from './areas/plantfloor1.js';
import { plantFloor2Seed } from './areas/plantfloor2.js';
import { salesSeed } from './areas/sales.js';
import { shippingSeed } from './areas/shipping.js';
import { dealersSeed } from './areas/dealers.js';

export interface AreaSeed {
  name: string;
  run(db: Database, options: { scale: number }): Promise<void>;
}

export const areaSeeds: AreaSeed[] = [
  peopleSeed,
  plantFloorSeed,
  plantFloor2Seed,
  salesSeed,
  shippingSeed,
  dealersSeed,
];
