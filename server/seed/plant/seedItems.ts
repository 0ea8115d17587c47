// Item master part of the demo seed: item classes, ARINVT items of both plants (finished units, subassemblies,
// purchased parts), multi-level BOMs (unit → frame → crossmember kit → steel), locations, on-hand and the standard
// routing of each product family.
import type { SeedContext } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, isoPastTime } from './calendar.js';
import { buildProductModels, type ProductModel } from './products.js';
import { corePurchasedItems, fillerItems, ITEM_CLASSES, subassembliesOf, type CatalogItem } from './itemCatalog.js';

export interface SeededItem extends CatalogItem {
  id: number;
  plantId: number;
}

export interface ItemSeed {
  models: ProductModel[];
  /** arinvt_id of an item number in a plant. */
  idOf: (plantId: number, itemNo: string) => number;
  items: SeededItem[];
  purchased: Record<number, SeededItem[]>;
  locations: { id: number; plantId: number; code: string; fg: boolean; warehouse: string }[];
}

/** Standard routing per family: resource group, operation, standard hours, weld minutes. */
const ROUTINGS: Record<string, readonly (readonly [string, string, number, number])[]> = {
  trailer: [
    ['CUTTING', 'Cut & cope frame steel', 1.6, 0],
    ['FORMING', 'Brake crossmembers & fenders', 1.1, 0],
    ['WELD FRAME', 'Weld main frame', 6.5, 210],
    ['BLAST', 'Shot blast', 0.9, 0],
    ['PAINT', 'Prime & powder coat', 2.2, 0],
    ['ASSEMBLY', 'Install axles, tires, jack', 3.4, 0],
    ['WOOD DECK', 'Install deck', 1.8, 0],
    ['ELECTRICAL', 'Wire lights & brakes', 1.5, 0],
    ['FINISH', 'Final inspection & decals', 0.8, 0],
  ],
  bed: [
    ['CUTTING', 'Cut bed steel', 1.0, 0],
    ['WELD BED', 'Weld bed frame & skirts', 4.2, 150],
    ['BLAST', 'Shot blast', 0.6, 0],
    ['PAINT', 'Prime & powder coat', 1.6, 0],
    ['ELECTRICAL', 'Wire lights', 0.9, 0],
    ['FINISH', 'Final inspection', 0.5, 0],
  ],
};

export function routingFor(model: ProductModel, hasNeck: boolean): (readonly [string, string, number, number])[] {
  const steps = ROUTINGS[model.type].slice();
  if (hasNeck) steps.splice(3, 0, ['WELD NECK', 'Weld gooseneck', 2.4, 95]);
  return steps;
}

export async function seedItems(ctx: SeedContext): Promise<ItemSeed> {
  const { q, scale } = ctx;
  const rng = ctx.rng.fork('items');
  const models = buildProductModels(rng.fork('models'));

  await insertRows(
    q,
    'item_classes',
    ['code', 'description'],
    ITEM_CLASSES.map((c) => [...c]),
  );

  // One catalogue (same item numbers in both plants, as the IQMS masters were copied), FG source by building plant.
  const catalog: CatalogItem[] = [];
  const seen = new Set<string>();
  const push = (item: CatalogItem) => {
    if (seen.has(item.itemNo)) return;
    seen.add(item.itemNo);
    catalog.push(item);
  };
  for (const m of models)
    push({
      itemNo: m.partNo,
      descrip: m.descrip,
      cls: m.type === 'bed' ? 'FGB' : 'FG',
      source: 'M',
      uom: 'EA',
      cost: m.stdCost,
    });
  for (const m of models) for (const sa of subassembliesOf(m)) push(sa);
  for (const p of corePurchasedItems()) push(p);
  const perPlant = Math.round((5000 * scale) / 2);
  const filler = fillerItems(rng.fork('filler'));
  while (catalog.length < perPlant) push(filler.next().value as CatalogItem);

  const items: SeededItem[] = [];
  const index = new Map<string, number>();
  const rows: SqlValue[][] = [];
  let id = 0;
  for (const plantId of [2, 3]) {
    for (const c of catalog) {
      const model = c.cls.startsWith('FG') ? models.find((m) => m.partNo === c.itemNo) : undefined;
      const source = model && !model.builtIn.includes(plantId) ? 'T' : c.source;
      id++;
      items.push({ ...c, source, id, plantId });
      index.set(`${plantId}|${c.itemNo}`, id);
      rows.push([
        id,
        plantId,
        c.itemNo,
        c.descrip,
        c.cls,
        source,
        c.uom,
        c.cost,
        model ? model.price : c.source === 'P' ? Math.round(c.cost * 1.45 * 100) / 100 : null,
        model?.family ?? null,
        model?.weightLb ?? null,
        !!model,
        model ? `/images/items/${model.partNo.slice(0, 3)}.jpg` : null,
        true,
      ]);
    }
  }
  await insertRows(
    q,
    'items',
    [
      'arinvt_id',
      'eplant_id',
      'item_no',
      'descrip',
      'class',
      'source',
      'uom',
      'std_cost',
      'price',
      'family',
      'weight_lb',
      'is_serialized',
      'image_url',
      'active',
    ],
    rows,
  );
  const idOf = (plantId: number, itemNo: string): number => {
    const found = index.get(`${plantId}|${itemNo}`);
    if (found === undefined) throw new Error(`seed: no item ${itemNo} in plant ${plantId}`);
    return found;
  };

  // BOMs, built once per parent item and plant.
  const bomRows: SqlValue[][] = [];
  const done = new Set<string>();
  let bid = 0;
  const link = (plantId: number, parent: string, children: readonly (readonly [string, number])[]) => {
    const key = `${plantId}|${parent}`;
    if (done.has(key)) return;
    done.add(key);
    children.forEach(([child, qty], i) =>
      bomRows.push([++bid, plantId, idOf(plantId, parent), idOf(plantId, child), (i + 1) * 10, qty]),
    );
  };
  const colorPowder = ['PT-PWD-BLK-GL', 'PT-PWD-RED-GL', 'PT-PWD-GRY-GL'];
  for (const plantId of [2, 3])
    for (const m of models) {
      const len = Number(/(\d{2})-/.exec(m.partNo)?.[1] ?? 20);
      const sas = subassembliesOf(m);
      const has = (prefix: string) => sas.find((s) => s.itemNo.startsWith(prefix))?.itemNo;
      const tire =
        m.type === 'bed'
          ? null
          : m.axleRating >= 6000
            ? m.axleRating >= 10000
              ? 'TR-235/85R16-G'
              : 'TR-ST235/80R16-E'
            : 'TR-ST225/75R15-D';
      const wheel = m.type === 'bed' ? null : m.axleRating >= 6000 ? 'WH-16X6-8H-BLK' : 'WH-15X6-5H-BLK';
      const top: [string, number][] = sas.filter((s) => !s.itemNo.startsWith('SA-XMB')).map((s) => [s.itemNo, 1]);
      if (tire && wheel) top.push([tire, m.axles * 2 + 1], [wheel, m.axles * 2 + 1]);
      top.push(
        [colorPowder[m.partNo.length % 3], Math.round(m.weightLb * 0.018 * 10) / 10],
        ['PT-PRIMER-ZN', 0.5],
        ['DC-NORSTAR-SIDE', 1],
        ['DC-VIN-PLATE', 1],
      );
      if (m.type === 'trailer')
        top.push(
          [m.family === 'GN' || m.family === 'DG' ? 'CP-GN-25K-ADJ' : 'CP-BP-2-5/16-14K', 1],
          [m.family === 'GN' || m.family === 'DG' ? 'JK-HYD-10K' : 'JK-DROP-12K', 1],
          ['EL-BRKAWY-KIT', 1],
          ['CH-SAFETY-3/8-G70', 2],
        );
      if (m.hasPowerUnit) top.push(['HY-PU-12V-DA', 1], ['HY-HOSE-3/8-96', 2], ['HY-FLUID-AW32', 4]);
      link(plantId, m.partNo, top);
      const frame = has('SA-FRM')!;
      const xmb = has('SA-XMB')!;
      link(plantId, frame, [
        [xmb, 1],
        [len >= 25 ? 'ST-IB-W12X16' : len >= 18 ? 'ST-IB-W8X13' : 'ST-CH-C6X8.2', len * 2],
        ['ST-CH-C8X11.5', 8],
        ['ST-PL-1/4-60X120', 1],
        ['CN-WIRE-ER70S6-035', Math.round(len * 0.9)],
        ['CN-GAS-C25', len * 4],
      ]);
      link(plantId, xmb, [
        [len >= 20 ? 'ST-TB-3X3-3/16' : 'ST-TB-2X3-11GA', len * 3],
        ['ST-AN-2X2-3/16', len],
        ['ST-PIPE-2-SCH40', 6],
      ]);
      link(plantId, has('SA-HRN')!, [
        [m.axles >= 2 ? 'EL-HARN-7W-30' : 'EL-HARN-4F-20', 1],
        ['EL-LED-STOP-4R', 2],
        ['EL-LED-CLR-2A', 4],
        ['EL-LED-CLR-2R', 4],
        ['EL-JBOX-7W', 1],
        ['EL-LIC-BRKT-LED', 1],
      ]);
      const deck = has('SA-DCK');
      if (deck)
        link(
          plantId,
          deck,
          m.family === 'DU' || m.family === 'DG'
            ? [['ST-PL-3/16-48X96', Math.ceil(len / 4)]]
            : [
                [
                  len > 16 ? 'WD-PINE-2X8-20' : 'WD-PINE-2X8-16',
                  Math.ceil((m.partNo.startsWith('UT7') ? 77 : 96) / 7.25),
                ],
                ['HW-CB-516-300-G5-ZP', 60],
              ],
        );
      const axk = has('SA-AXK');
      if (axk) {
        const axle = `AX-${[3500, 5200, 6000, 7000, 8000, 10000, 12000].find((r) => r >= m.axleRating) ?? 12000}-EZ`;
        link(plantId, axk, [
          [axle, m.axles],
          ['AX-SPRING-KIT-7K', m.axles],
          ['HW-NUT-NYL-12-ZP', m.axles * 8],
        ]);
      }
      const neck = has('SA-NCK');
      if (neck)
        link(plantId, neck, [
          ['ST-TB-4X4-1/4', 14],
          ['ST-PL-1/4-60X120', 1],
          ['CN-WIRE-ER70S6-035', 12],
        ]);
      const box = has('SA-BOX');
      if (box)
        link(plantId, box, [
          ['ST-PL-3/16-48X96', Math.ceil(len / 2)],
          [m.type === 'bed' ? 'HY-CYL-5X16' : 'HY-SCISSOR-14K', 1],
          ['ST-FLAT-1/4X3', len * 2],
        ]);
    }
  await insertRows(q, 'bom', ['id', 'eplant_id', 'parent_arinvt_id', 'child_arinvt_id', 'seq', 'qty'], bomRows);

  // Locations: receiving, steel racks, bin racks, WIP per area, finish goods yard rows, El Paso border warehouse.
  const locations: ItemSeed['locations'] = [];
  const locRows: SqlValue[][] = [];
  let lid = 0;
  const addLoc = (plantId: number, code: string, warehouse: string, description: string, fg = false) => {
    locRows.push([++lid, plantId, code, warehouse, description, fg]);
    locations.push({ id: lid, plantId, code, fg, warehouse });
  };
  for (const plantId of [2, 3]) {
    const wh = plantId === 2 ? 'BROOKSTON' : 'MX1';
    addLoc(plantId, 'RCV-DOCK', wh, 'Receiving dock');
    for (let r = 1; r <= 6; r++) addLoc(plantId, `STEEL-R${String(r).padStart(2, '0')}`, wh, `Steel rack ${r}`);
    for (const aisle of ['A', 'B', 'C', 'D'])
      for (let bay = 1; bay <= 6; bay++)
        for (let lvl = 1; lvl <= 3; lvl++)
          addLoc(
            plantId,
            `${aisle}-${String(bay).padStart(2, '0')}-${lvl}`,
            wh,
            `Aisle ${aisle} bay ${bay} level ${lvl}`,
          );
    for (const area of ['CUT', 'WELD', 'PAINT', 'ASSY'])
      addLoc(plantId, `WIP-${area}`, wh, `Work in process ${area.toLowerCase()}`);
    for (let r = 1; r <= 12; r++)
      addLoc(plantId, `YARD-R${String(r).padStart(2, '0')}`, wh, `Finish goods yard row ${r}`, true);
    if (plantId === 3)
      for (let r = 1; r <= 3; r++)
        addLoc(plantId, `ELP-${String(r).padStart(2, '0')}`, 'EL PASO', `El Paso border warehouse bay ${r}`, true);
  }
  await insertRows(
    q,
    'locations',
    ['id', 'eplant_id', 'location', 'warehouse', 'description', 'is_finish_goods'],
    locRows,
  );

  // On hand for purchased and subassembly items (finish goods come from finished, unshipped jobs later).
  const ohRows: SqlValue[][] = [];
  for (const item of items) {
    if (item.cls.startsWith('FG')) continue;
    if (item.source === 'P' && rng.chance(0.12)) continue; // not stocked right now
    const locs = locations.filter((l) => l.plantId === item.plantId && !l.fg);
    const pool =
      item.cls === 'STL'
        ? locs.filter((l) => l.code.startsWith('STEEL'))
        : item.cls === 'SA'
          ? locs.filter((l) => l.code.startsWith('WIP'))
          : locs.filter((l) => /^[A-D]-/.test(l.code));
    const n = rng.chance(0.2) ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const qty =
        item.uom === 'EA' || item.uom === 'KIT' || item.uom === 'SET' || item.uom === 'PR'
          ? item.cost > 100
            ? rng.int(2, 60)
            : rng.int(25, 4000)
          : rng.float(40, 6000, 1);
      ohRows.push([
        item.plantId,
        item.id,
        rng.pick(pool).id,
        item.source === 'P' ? `L${rng.digits(6)}` : null,
        qty,
        isoPastTime(ANCHOR_DAY - rng.int(0, 120), rng.int(360, 1020)),
      ]);
    }
  }
  // No explicit ids: finish-goods rows are added later by SQL with the identity default.
  await insertRows(q, 'on_hand', ['eplant_id', 'arinvt_id', 'location_id', 'lot_no', 'qty', 'last_move_at'], ohRows);

  // Standard routings per family (for the routing screen and to instantiate job operations).
  const rsRows: SqlValue[][] = [];
  let rid = 0;
  for (const family of ['GN', 'DG', 'DU', 'FB', 'UT', 'EQ', 'TB']) {
    const model = models.find((m) => m.family === family)!;
    routingFor(model, family === 'GN' || family === 'DG').forEach(([group, op, hours, weld], i) =>
      rsRows.push([++rid, family, (i + 1) * 10, group, op, hours, weld]),
    );
  }
  await insertRows(
    q,
    'routing_steps',
    ['id', 'family', 'seq', 'resource_group', 'operation', 'std_hours', 'weld_minutes'],
    rsRows,
  );

  const purchased: Record<number, SeededItem[]> = { 2: [], 3: [] };
  for (const item of items) if (item.source === 'P') purchased[item.plantId].push(item);
  return { models, idOf, items, purchased, locations };
}
