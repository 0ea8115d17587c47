// The dealer map's edit forms: a potential dealer (edit) and a dealer of another manufacturer (add and edit). The
// read answers carry exactly the form's fields so the form can send them back unchanged.
import type { components } from '../../../generated/erp-api.js';
import type { OperationHandler } from '../../http/OperationHandler.js';
import type { Queryable, Row } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { claimVersion } from '../../http/editConflict.js';

// The place fields both forms share, and the manufacturer dealer's body, as the contract names them.
type ManufacturerDealer = components['schemas']['ManufacturerDealerInput'];
type Place = Pick<
  ManufacturerDealer,
  'Name' | 'Address' | 'City' | 'State' | 'Country' | 'Zip' | 'Latitude' | 'Longitude' | 'Phone'
>;

/** Rough boxes of the three countries: a point far outside its country is a typo'd coordinate (e.g. a dropped minus). */
const COUNTRY_BOX: Record<Place['Country'], [number, number, number, number]> = {
  US: [18, 72, -170, -66],
  CA: [41, 84, -142, -52],
  MX: [14, 33, -119, -86],
};

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** Checks the texts the schema cannot (not only spaces) and that the coordinates fall in the chosen country. */
function checkPlace<T extends Place>(body: T, required: readonly (keyof T & string)[]): void {
  const errors = required
    .filter((f) => {
      const value: unknown = body[f];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map((f) => ({ field: f, message: `${f} is required` }));
  const [latMin, latMax, lngMin, lngMax] = COUNTRY_BOX[body.Country];
  if (body.Latitude < latMin || body.Latitude > latMax)
    errors.push({ field: 'Latitude', message: `Latitude must be between ${latMin} and ${latMax} for ${body.Country}` });
  if (body.Longitude < lngMin || body.Longitude > lngMax)
    errors.push({
      field: 'Longitude',
      message: `Longitude must be between ${lngMin} and ${lngMax} for ${body.Country}`,
    });
  if (errors.length) throw badRequest(errors[0].message, errors);
}

const trimOrNull = (v: string | null | undefined) => (blank(v) ? null : v!.trim());

const POTENTIAL_SELECT = `SELECT name AS "Name", address AS "Address", city AS "City", state_code AS "State", country AS "Country", zip AS "Zip",
       latitude::float8 AS "Latitude", longitude::float8 AS "Longitude", phone AS "Phone", contact_name AS "ContactName", email AS "Email",
       status AS "Status", salesperson AS "Salesperson", brands_carried AS "BrandsCarried", est_annual_units AS "EstAnnualUnits", notes AS "Notes",
       row_version AS "Version"
  FROM potential_dealers WHERE id = $1`;
const MANUFACTURER_SELECT = `SELECT name AS "Name", address AS "Address", city AS "City", state_code AS "State", country AS "Country", zip AS "Zip",
       latitude::float8 AS "Latitude", longitude::float8 AS "Longitude", phone AS "Phone", manufacturer AS "Manufacturer", notes AS "Notes"
  FROM manufacturer_dealers WHERE id = $1`;

// Generic in the row: the handler's answer type (inferred from where it is returned) names the row the SQL selects.
async function load<T extends Row>(db: Queryable, sql: string, id: number, what: string): Promise<T> {
  const row = await maybeOne<T>(db, sql, [id]);
  if (!row) throw notFound(`${what} ${id} not found`);
  return row;
}

export const getPotentialDealer: OperationHandler<'getPotentialDealer'> = async ({ db, params }) =>
  load(db, POTENTIAL_SELECT, params.id, 'Potential dealer');

export const updatePotentialDealer: OperationHandler<'updatePotentialDealer'> = async ({ db, params, body, user }) => {
  checkPlace(body, ['Name', 'Address', 'City', 'State', 'Zip', 'ContactName', 'Salesperson']);
  await load(db, POTENTIAL_SELECT, params.id, 'Potential dealer');
  await db.tx(async (tx) => {
    const row = { table: 'potential_dealers', key: 'id', id: params.id, what: 'potential dealer' } as const;
    await claimVersion(tx, row, body.Version, displayName(user));
    await tx.query(
      `UPDATE potential_dealers SET name = $2, address = $3, city = $4, state_code = upper($5), country = $6, zip = $7, latitude = $8,
              longitude = $9, phone = $10, contact_name = $11, email = $12, status = $13, salesperson = $14, brands_carried = $15,
              est_annual_units = $16, notes = $17, updated_at = now()
        WHERE id = $1`,
      [
        params.id,
        body.Name.trim(),
        body.Address.trim(),
        body.City.trim(),
        body.State.trim(),
        body.Country,
        body.Zip.trim(),
        body.Latitude,
        body.Longitude,
        trimOrNull(body.Phone),
        body.ContactName.trim(),
        trimOrNull(body.Email),
        body.Status,
        body.Salesperson.trim(),
        trimOrNull(body.BrandsCarried),
        body.EstAnnualUnits,
        trimOrNull(body.Notes),
      ],
    );
  });
  return { Id: params.id, Message: 'Action was successful' };
};

export const getManufacturerDealer: OperationHandler<'getManufacturerDealer'> = async ({ db, params }) =>
  load(db, MANUFACTURER_SELECT, params.id, 'Dealer');

const manufacturerValues = (b: ManufacturerDealer) => [
  b.Name.trim(),
  b.Manufacturer.trim(),
  trimOrNull(b.Phone),
  b.Address.trim(),
  b.City.trim(),
  b.State.trim(),
  b.Country,
  b.Zip.trim(),
  b.Latitude,
  b.Longitude,
  trimOrNull(b.Notes),
];
const MANUFACTURER_REQUIRED = ['Name', 'Manufacturer', 'Address', 'City', 'State', 'Zip'] as const;

export const updateManufacturerDealer: OperationHandler<'updateManufacturerDealer'> = async ({ db, params, body }) => {
  checkPlace(body, MANUFACTURER_REQUIRED);
  await load(db, MANUFACTURER_SELECT, params.id, 'Dealer');
  await db.tx((tx) =>
    tx.query(
      `UPDATE manufacturer_dealers SET name = $2, manufacturer = $3, phone = $4, address = $5, city = $6, state_code = upper($7), country = $8,
              zip = $9, latitude = $10, longitude = $11, notes = $12, updated_at = now()
        WHERE id = $1`,
      [params.id, ...manufacturerValues(body)],
    ),
  );
  return { Id: params.id, Message: 'Action was successful' };
};

export const createManufacturerDealer: OperationHandler<'createManufacturerDealer'> = async ({ db, query, body }) => {
  checkPlace(body, MANUFACTURER_REQUIRED);
  await requirePlant(db, query.plant);
  const [row] = await db.tx((tx) =>
    tx.query<{ id: number }>(
      `INSERT INTO manufacturer_dealers (eplant_id, name, manufacturer, phone, address, city, state_code, country, zip, latitude, longitude, notes)
       VALUES ($1, $2, $3, $4, $5, $6, upper($7), $8, $9, $10, $11, $12) RETURNING id`,
      [query.plant, ...manufacturerValues(body)],
    ),
  );
  return { Id: row.id, Message: 'Action was successful' };
};
