// GET /documents/loads/{loadNo}/packing-list: the packing list and bill of lading of a load of the plant
// (server/documents/loadPackingList.ts) for shipping; a load of another plant is 404 like a missing one.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { LOAD_UNITS } from '../shared/shippingSql.js';
import { loadPackingList } from '../../documents/loadPackingList.js';
import { LETTERHEADS } from '../../documents/documentMessages.js';
import { readerOf, sendDocument, usDate } from '../../documents/sendDocument.js';

export const getLoadPackingList: OperationHandler<'getLoadPackingList'> = async (ctx) => {
  const { db, params, query, reply } = ctx;
  const { plant } = query;
  await requirePlant(db, plant);
  const load = await maybeOne<{
    id: number;
    load_no: string;
    ship_date: string | null;
    status: string;
    dealer: string;
    cust_no: string;
    ship_to: string;
    carrier: string | null;
    scac: string | null;
    mc_number: string | null;
    driver_name: string | null;
    bol_number: string | null;
  }>(
    db,
    `SELECT l.id, l.load_no, ${sqlDate('l.ship_date')} AS ship_date, l.status, c.name AS dealer, c.cust_no,
            c.address || E'\\n' || c.city || ', ' || c.state_code || ' ' || c.zip || ' ' || c.country AS ship_to,
            ca.name AS carrier, ca.scac, ca.mc_number, l.driver_name,
            (SELECT s.bol_number FROM shipments s WHERE s.load_id = l.id ORDER BY s.id LIMIT 1) AS bol_number
       FROM loads l JOIN customers c ON c.id = l.dealer_id LEFT JOIN carriers ca ON ca.id = l.carrier_id
      WHERE l.eplant_id = $1 AND l.load_no = $2`,
    [plant, params.loadNo.trim().toUpperCase()],
  );
  if (!load) throw notFound(`Load ${params.loadNo} not found`);
  const units = await db.query<{
    position: number;
    vin: string;
    workorder: string;
    part_no: string;
    descrip: string;
    weight_lb: number | null;
  }>(
    `SELECT u.position, trim(j.vin) AS vin, j.workorder_number AS workorder, j.part_no, it.descrip,
            it.weight_lb::float8 AS weight_lb
       FROM ${LOAD_UNITS} u JOIN jobs j ON j.id = u.job_id JOIN items it ON it.arinvt_id = j.arinvt_id
      WHERE u.load_id = $1 ORDER BY u.position, j.id`,
    [load.id],
  );
  const reader = readerOf(ctx);
  const head = LETTERHEADS[plant];
  const layout = loadPackingList(
    {
      plant,
      loadNo: load.load_no,
      shipDate: usDate(load.ship_date),
      status: load.status,
      dealer: load.dealer,
      dealerNo: load.cust_no,
      shipTo: load.ship_to,
      carrier: load.carrier,
      scac: load.scac,
      mcNumber: load.mc_number,
      driver: load.driver_name,
      bolNumber: load.bol_number,
      seal: null,
      units: units.map((u) => ({
        position: u.position,
        vin: u.vin,
        workorder: u.workorder,
        partNo: u.part_no,
        description: u.descrip,
        weightLb: u.weight_lb,
      })),
    },
    reader,
    head ? `${head.name} (${head.site}), ${head.place[reader.language]}` : 'NORSTAR',
  );
  return sendDocument(reply, layout, `Load-${load.load_no}.pdf`);
};
