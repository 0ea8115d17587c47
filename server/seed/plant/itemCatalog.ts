// Purchased parts and subassemblies of the item master (IQMS ARINVT): steel, axles, tires and wheels, paint, electrical,
// hydraulics, wood, couplers and jacks, hardware and shop consumables, with realistic item numbers, UOMs and costs.
import type { Random } from '../random.js';
import type { ProductModel } from './products.js';

export interface CatalogItem {
  itemNo: string;
  descrip: string;
  cls: string;
  source: 'M' | 'P' | 'T';
  uom: string;
  cost: number;
  /** Vendor category that supplies it (purchased items). */
  vendorCategory?: string;
}

export const ITEM_CLASSES: readonly (readonly [string, string])[] = [
  ['FG', 'Finished Goods – Trailers'],
  ['FGB', 'Finished Goods – Truck Beds'],
  ['SA', 'Subassemblies'],
  ['STL', 'Steel'],
  ['AXL', 'Axles & Running Gear'],
  ['TIR', 'Tires & Wheels'],
  ['PNT', 'Paint & Powder'],
  ['ELE', 'Electrical & Lighting'],
  ['HYD', 'Hydraulics'],
  ['WOD', 'Wood Decking'],
  ['CPL', 'Couplers & Jacks'],
  ['HDW', 'Hardware'],
  ['CON', 'Shop Consumables'],
  ['DEC', 'Decals & Labels'],
];

/** The fixed core of purchased parts every BOM draws on. */
export function corePurchasedItems(): CatalogItem[] {
  const items: CatalogItem[] = [];
  const add = (itemNo: string, descrip: string, cls: string, uom: string, cost: number, vendorCategory: string) =>
    items.push({ itemNo, descrip, cls, source: 'P', uom, cost, vendorCategory });
  for (const [rating, price] of [
    [3500, 118],
    [5200, 162],
    [6000, 214],
    [7000, 236],
    [8000, 298],
    [10000, 455],
    [12000, 540],
  ] as const) {
    add(`AX-${rating}-EB`, `Axle ${rating} lb electric brake, spring hanger`, 'AXL', 'EA', price, 'axles');
    add(`AX-${rating}-EZ`, `Axle ${rating} lb E-Z Lube electric brake`, 'AXL', 'EA', price + 24, 'axles');
  }
  add('AX-SPRING-KIT-7K', 'Slipper spring suspension kit 7K', 'AXL', 'KIT', 64.5, 'axles');
  add('AX-HUB-8H-6.5', 'Hub & drum 8 on 6.5 bolt circle', 'AXL', 'EA', 71.2, 'axles');
  for (const [size, load, price] of [
    ['ST205/75R15', 'C', 52],
    ['ST225/75R15', 'D', 68],
    ['ST235/80R16', 'E', 96],
    ['235/85R16', 'G', 132],
    ['215/75R17.5', 'H', 188],
  ] as const) {
    add(`TR-${size}-${load}`, `Tire ${size} load range ${load}`, 'TIR', 'EA', price, 'tires');
  }
  for (const [w, price] of [
    ['15X6-5H', 38],
    ['16X6-8H', 54],
    ['17.5X6.75-8H', 96],
  ] as const) {
    add(`WH-${w}-BLK`, `Wheel ${w} black mod`, 'TIR', 'EA', price, 'tires');
    add(`WH-${w}-GLV`, `Wheel ${w} galvanized`, 'TIR', 'EA', price + 18, 'tires');
  }
  for (const [c, n] of [
    ['BLK', 'Black'],
    ['RED', 'Red'],
    ['GRY', 'Gray'],
    ['WHT', 'White'],
    ['BLU', 'Blue'],
    ['GRN', 'Green'],
  ] as const) {
    add(`PT-PWD-${c}-GL`, `Powder coat ${n} gloss`, 'PNT', 'LB', 4.85, 'paint');
  }
  add('PT-PRIMER-ZN', 'Zinc-rich primer', 'PNT', 'GAL', 48.6, 'paint');
  add('PT-THINNER-100', 'Reducer / thinner', 'PNT', 'GAL', 17.9, 'paint');
  add('PT-UNDERCOAT', 'Rubberized undercoat', 'PNT', 'GAL', 22.4, 'paint');
  for (const [no, d, price] of [
    ['EL-LED-STOP-4R', 'LED stop/turn/tail light 4" round red', 6.1],
    ['EL-LED-CLR-2A', 'LED clearance light 2" amber', 1.95],
    ['EL-LED-CLR-2R', 'LED clearance light 2" red', 1.95],
    ['EL-HARN-7W-30', 'Wiring harness 7-way 30 ft', 38.4],
    ['EL-HARN-4F-20', 'Wiring harness 4-flat 20 ft', 14.2],
    ['EL-PLUG-7W-RV', '7-way RV plug', 7.6],
    ['EL-BRKAWY-KIT', 'Breakaway kit with battery', 41.5],
    ['EL-BATT-12V-DC', 'Battery 12V deep cycle', 96.0],
    ['EL-JBOX-7W', 'Junction box 7-way', 9.3],
    ['EL-LIC-BRKT-LED', 'License plate bracket with LED', 5.4],
  ] as const)
    add(no, d, 'ELE', 'EA', price, 'electrical');
  for (const [no, d, price] of [
    ['HY-PU-12V-DA', 'Hydraulic power unit 12V double acting', 385],
    ['HY-PU-12V-SA', 'Hydraulic power unit 12V single acting', 298],
    ['HY-CYL-5X16', 'Telescopic hoist cylinder 5" x 16"', 612],
    ['HY-SCISSOR-14K', 'Scissor hoist kit 14K', 845],
    ['HY-HOSE-3/8-96', 'Hydraulic hose 3/8" x 96"', 21.7],
    ['HY-FLUID-AW32', 'Hydraulic fluid AW32', 9.8],
  ] as const)
    add(no, d, 'HYD', no === 'HY-FLUID-AW32' ? 'QT' : 'EA', price, 'hydraulics');
  add('WD-PINE-2X8-16', 'Treated pine 2x8 16 ft', 'WOD', 'EA', 18.6, 'wood');
  add('WD-PINE-2X8-20', 'Treated pine 2x8 20 ft', 'WOD', 'EA', 24.1, 'wood');
  add('WD-APITONG-1.5X8', 'Apitong decking 1-1/2" x 8"', 'WOD', 'FT', 5.2, 'wood');
  for (const [no, d, price] of [
    ['CP-GN-25K-ADJ', 'Gooseneck coupler 2-5/16" 25K adjustable', 118],
    ['CP-BP-2-5/16-14K', 'A-frame coupler 2-5/16" 14K', 46],
    ['CP-PINTLE-20K', 'Pintle ring 20K', 39],
    ['JK-DROP-12K', 'Drop-leg jack 12K', 142],
    ['JK-HYD-10K', 'Hydraulic jack 10K dual', 612],
    ['JK-SW-5K', 'Swivel jack 5K', 48],
    ['CH-SAFETY-3/8-G70', 'Safety chain 3/8" G70 35"', 22.5],
  ] as const)
    add(no, d, 'CPL', 'EA', price, 'couplers');
  for (const [no, d, uom, price] of [
    ['ST-CH-C6X8.2', 'Channel C6 x 8.2', 'FT', 6.4],
    ['ST-CH-C8X11.5', 'Channel C8 x 11.5', 'FT', 8.9],
    ['ST-IB-W8X13', 'I-beam W8 x 13', 'FT', 10.1],
    ['ST-IB-W10X15', 'I-beam W10 x 15', 'FT', 11.8],
    ['ST-IB-W12X16', 'I-beam W12 x 16', 'FT', 12.6],
    ['ST-TB-2X3-11GA', 'Tube 2 x 3 x 11 ga', 'FT', 2.9],
    ['ST-TB-3X3-3/16', 'Tube 3 x 3 x 3/16', 'FT', 5.1],
    ['ST-TB-4X4-1/4', 'Tube 4 x 4 x 1/4', 'FT', 8.7],
    ['ST-AN-2X2-3/16', 'Angle 2 x 2 x 3/16', 'FT', 1.9],
    ['ST-PL-3/16-48X96', 'Plate 3/16 x 48 x 96', 'EA', 168],
    ['ST-PL-1/4-60X120', 'Plate 1/4 x 60 x 120', 'EA', 342],
    ['ST-TREAD-3/16-60X120', 'Tread plate 3/16 x 60 x 120', 'EA', 298],
    ['ST-FLAT-1/4X3', 'Flat bar 1/4 x 3', 'FT', 2.3],
    ['ST-PIPE-2-SCH40', 'Pipe 2" sch 40 (stake pockets)', 'FT', 4.4],
    ['ST-EXP-MESH-3/4-9GA', 'Expanded metal 3/4 #9', 'EA', 86],
  ] as const)
    add(no, d, 'STL', uom, price, 'steel');
  add('CN-WIRE-ER70S6-035', 'MIG wire ER70S-6 .035 44 lb', 'CON', 'LB', 1.62, 'welding');
  add('CN-GAS-C25', 'Shielding gas C25', 'CON', 'CF', 0.09, 'welding');
  // The two hardware items every BOM uses (the combinatorial filler repeats them; the catalogue keeps the first).
  add('HW-CB-516-300-G5-ZP', 'Carriage bolt 5/16" x 3.00" G5 ZP', 'HDW', 'EA', 0.21, 'hardware');
  add('HW-NUT-NYL-12-ZP', 'Nylon lock nut 1/2" ZP', 'HDW', 'EA', 0.14, 'hardware');
  add('DC-NORSTAR-SIDE', 'Norstar side decal set', 'DEC', 'SET', 11.5, 'decals');
  add('DC-VIN-PLATE', 'VIN / certification plate', 'DEC', 'EA', 1.35, 'decals');
  return items;
}

/** Combinatorial hardware, steel drops and consumables that fill the item master to its target size. */
export function* fillerItems(rng: Random): Generator<CatalogItem> {
  const diams = ['1/4', '5/16', '3/8', '7/16', '1/2', '5/8', '3/4'];
  const lengths = ['0.75', '1.00', '1.25', '1.50', '2.00', '2.50', '3.00', '3.50', '4.00', '5.00', '6.00'];
  const grades = ['G5', 'G8'];
  const finishes = ['ZP', 'YZ', 'PLN'];
  const kinds = [
    ['HHCS', 'Hex head cap screw'],
    ['CB', 'Carriage bolt'],
    ['FHS', 'Flat head screw'],
  ] as const;
  for (const [k, kn] of kinds)
    for (const d of diams)
      for (const l of lengths)
        for (const g of grades)
          for (const f of finishes) {
            yield {
              itemNo: `HW-${k}-${d.replace('/', '')}-${l.replace('.', '')}-${g}-${f}`,
              descrip: `${kn} ${d}" x ${l}" ${g} ${f}`,
              cls: 'HDW',
              source: 'P',
              uom: 'EA',
              cost: rng.float(0.06, 1.9, 4),
              vendorCategory: 'hardware',
            };
          }
  for (const d of diams)
    for (const f of finishes)
      for (const [k, kn] of [
        ['NUT-NYL', 'Nylon lock nut'],
        ['NUT-HEX', 'Hex nut'],
        ['WSH-FLT', 'Flat washer'],
        ['WSH-LCK', 'Lock washer'],
      ] as const) {
        yield {
          itemNo: `HW-${k}-${d.replace('/', '')}-${f}`,
          descrip: `${kn} ${d}" ${f}`,
          cls: 'HDW',
          source: 'P',
          uom: 'EA',
          cost: rng.float(0.02, 0.45, 4),
          vendorCategory: 'hardware',
        };
      }
  const thick = ['10GA', '7GA', '3/16', '1/4', '5/16', '3/8', '1/2'];
  for (const th of thick)
    for (let w = 12; w <= 96; w += 12)
      for (const len of [48, 96, 120, 144, 240]) {
        yield {
          itemNo: `ST-PL-${th.replace('/', '')}-${w}X${len}`,
          descrip: `Plate ${th} x ${w} x ${len}`,
          cls: 'STL',
          source: 'P',
          uom: 'EA',
          cost: Math.round(((w * len) / 1000) * (3 + thick.indexOf(th) * 2.2) * 100) / 100,
          vendorCategory: 'steel',
        };
      }
  for (const [it, d] of [
    ['TIP', 'Contact tip'],
    ['NOZ', 'Gas nozzle'],
    ['DISC-GR', 'Grinding disc'],
    ['DISC-FL', 'Flap disc'],
    ['GLV', 'Welding gloves'],
    ['LENS', 'Lens cover'],
  ] as const) {
    for (const size of ['S', 'M', 'L', '035', '045', '4.5IN', '7IN']) {
      yield {
        itemNo: `CN-${it}-${size}`,
        descrip: `${d} ${size}`,
        cls: 'CON',
        source: 'P',
        uom: it === 'GLV' ? 'PR' : 'EA',
        cost: rng.float(0.8, 14, 2),
        vendorCategory: 'welding',
      };
    }
  }
  // Past the combinations above (large scales), numbered MRO spares keep the master growing deterministically.
  for (let n = 1; ; n++) {
    yield {
      itemNo: `MRO-${String(n).padStart(6, '0')}`,
      descrip: `Maintenance spare part #${n}`,
      cls: 'CON',
      source: 'P',
      uom: 'EA',
      cost: rng.float(2, 400, 2),
      vendorCategory: 'mro',
    };
  }
}

/** The subassemblies of one model (made in house, source M): frame, deck, neck, axle kit, harness, box/hoist, ramps. */
export function subassembliesOf(model: ProductModel): CatalogItem[] {
  const base = model.partNo.split('-')[0];
  const list: CatalogItem[] = [
    {
      itemNo: `SA-FRM-${base}`,
      descrip: `Main frame weldment ${base}`,
      cls: 'SA',
      source: 'M',
      uom: 'EA',
      cost: Math.round(model.stdCost * 0.28),
    },
    {
      itemNo: `SA-HRN-${base}`,
      descrip: `Wiring harness assembly ${base}`,
      cls: 'SA',
      source: 'M',
      uom: 'EA',
      cost: 62 + model.axles * 8,
    },
  ];
  if (model.type === 'trailer') {
    list.push({
      itemNo: `SA-DCK-${base}`,
      descrip: `Deck assembly ${base}`,
      cls: 'SA',
      source: 'M',
      uom: 'EA',
      cost: Math.round(model.stdCost * 0.14),
    });
    list.push({
      itemNo: `SA-AXK-${model.axles}X${model.axleRating / 1000}K`,
      descrip: `Axle kit ${model.axles} x ${model.axleRating} lb`,
      cls: 'SA',
      source: 'M',
      uom: 'KIT',
      cost: model.axles * 260,
    });
  }
  if (model.family === 'GN' || model.family === 'DG')
    list.push({
      itemNo: `SA-NCK-${model.family}-${model.partNo.split('-')[1]}`,
      descrip: `Gooseneck weldment ${model.partNo.split('-')[1]}`,
      cls: 'SA',
      source: 'M',
      uom: 'EA',
      cost: 640,
    });
  if (model.hasPowerUnit)
    list.push({
      itemNo: `SA-BOX-${base}`,
      descrip: `Dump box weldment ${base}`,
      cls: 'SA',
      source: 'M',
      uom: 'EA',
      cost: Math.round(model.stdCost * 0.22),
    });
  list.push({
    itemNo: `SA-XMB-${base}`,
    descrip: `Crossmember kit ${base}`,
    cls: 'SA',
    source: 'M',
    uom: 'KIT',
    cost: Math.round(model.stdCost * 0.05),
  });
  return list;
}
