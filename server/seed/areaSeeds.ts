// Demo data for the tables that screen areas add in their own migrations (010 and up), seeded after the plant data
// set in this order. One import line and one entry per area; each seed is deterministic (server/seed/random.ts).
import type { AreaSeed } from './AreaSeed.js';
import { hrSeed } from './areas/hr.js';
import { productionSeed } from './areas/production.js';
import { inventorySeed } from './areas/inventory.js';
import { salesSeed } from './areas/sales.js';
import { shippingSeed } from './areas/shipping.js';
import { dealerPortalSeed } from './areas/dealer-portal.js';

export const areaSeeds: AreaSeed[] = [hrSeed, productionSeed, inventorySeed, salesSeed, shippingSeed, dealerPortalSeed];
