// Costing of an item: material rolled up from the purchased leaves of its BOM, labor from its family's standard
// routing at the plant's average rate per resource group, and the standard routing itself (process list).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { sqlNumber } from '../plant/plantQueries.js';
import { walkBom } from './bomTree.js';

interface ItemRow {
  arinvt_id: number;
  eplant_id: number;
  item_no: string;
  descrip: string;
  source: 'M' | 'P' | 'T';
  family: string | null;
  std_cost: number;
  price: number | null;
}

async function loadItem(db: Queryable, id: number): Promise<ItemRow> {
  const item = await maybeOne<ItemRow>(
    db,
    `SELECT arinvt_id, eplant_id, item_no, descrip, source, family, ${sqlNumber('std_cost')} AS std_cost, ${sqlNumber('price')} AS price
       FROM items WHERE arinvt_id = $1`,
    [id],
  );
  if (!item) throw notFound(`Item ${id} not found`);
  return item;
}

async function routing(db: Queryable, item: ItemRow, qty: number) {
  if (!item.family) return [];
  return db.query<{
    Seq: number;
    ResourceGroup: string;
    Operation: string;
    StdHours: number;
    TotalHours: number;
    WeldMinutes: number;
    Rate: number;
  }>(
    `SELECT r.seq AS "Seq", r.resource_group AS "ResourceGroup", r.operation AS "Operation", ${sqlNumber('r.std_hours')} AS "StdHours",
            ${sqlNumber('round(r.std_hours * $3, 2)')} AS "TotalHours", ${sqlNumber('r.weld_minutes')} AS "WeldMinutes",
            ${sqlNumber(`coalesce((SELECT avg(wc.hourly_rate) FROM work_centers wc
                                    WHERE wc.eplant_id = $2 AND wc.resource_group = r.resource_group), 0)`)} AS "Rate"
       FROM routing_steps r WHERE r.family = $1 ORDER BY r.seq`,
    [item.family, item.eplant_id, qty],
  );
}

export const getItemProcessList: OperationHandler<'getItemProcessList'> = async ({ db, params }) => {
  const { id, qty } = params;
  const steps = await routing(db, await loadItem(db, id), qty);
  return steps.map(({ Rate: _rate, ...step }) => step);
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export const getItemCosting: OperationHandler<'getItemCosting'> = async ({ db, params }) => {
  const item = await loadItem(db, params.id);
  const bom = await walkBom(db, item.arinvt_id, 0);
  const steps = await routing(db, item, 1);
  const materialCost = round2(bom.filter((r) => r.IsLeaf).reduce((sum, r) => sum + r.ExtCost, 0));
  const laborHours = round2(steps.reduce((sum, s) => sum + s.StdHours, 0));
  const laborCost = round2(steps.reduce((sum, s) => sum + s.StdHours * s.Rate, 0));
  const rolled = bom.length ? round2(materialCost + laborCost) : round2(item.std_cost + laborCost);
  return {
    ARINVT_ID: item.arinvt_id,
    ItemNo: item.item_no,
    Descrip: item.descrip,
    Source: item.source,
    StdCost: item.std_cost,
    MaterialCost: bom.length ? materialCost : item.std_cost,
    LaborHours: laborHours,
    LaborCost: laborCost,
    RolledCost: rolled,
    Price: item.price,
    MarginPct: item.price ? round2(((item.price - rolled) / item.price) * 100) : null,
  };
};
