// What every part of the plant seed receives: the transaction to write in, its own PRNG stream, the scale, and the
// portal users that "entered" records (read from the users table, which the core seed fills first).
import type { Queryable } from '../../db/Database.js';
import type { Random } from '../random.js';

export interface SeedUser {
  guid: string;
  name: string;
  plantId: number;
}

export interface SeedContext {
  q: Queryable;
  rng: Random;
  /** Multiplies volumes; 1 = the demo data set. */
  scale: number;
  /** Portal users per plant (may be empty when the core seed ran without demo users). */
  users: SeedUser[];
}

/** A user of the plant to stamp "entered by" columns with, or null when no users exist. */
export function pickUser(ctx: SeedContext, rng: Random, plantId: number): SeedUser | null {
  let byPlant = usersByPlant.get(ctx);
  if (!byPlant) {
    byPlant = new Map();
    usersByPlant.set(ctx, byPlant);
  }
  let list = byPlant.get(plantId);
  if (!list) {
    const mine = ctx.users.filter((u) => u.plantId === plantId);
    list = mine.length ? mine : ctx.users;
    byPlant.set(plantId, list);
  }
  return list.length ? rng.pick(list) : null;
}

// Called for tens of thousands of rows: the per-plant lists are built once per seed run.
const usersByPlant = new WeakMap<SeedContext, Map<number, SeedUser[]>>();
