// Customer testimonials (SPEC §3 Testimonial fields): filter, one by id, the latest for a VIN, and create.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { maybeOne, one } from '../../db/Database.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';

const TESTIMONIAL_SELECT = `
  SELECT t.id AS "ID", trim(t.vin) AS "VIN", t.dealer_name AS "Dealername", t.address AS "Address", t.zip AS "Zip",
         t.city AS "City", t.state AS "State", ${sqlDate('t.registration_date')} AS "RegistrationDate",
         ${sqlDate('t.purchase_date')} AS "Purchasedate", t.first_name AS "FirstName", t.last_name AS "LastName",
         t.email AS "email", t.phone AS "Phone", t.rating AS "Rating", t.comment AS "Comment", t.published AS "Published",
         t.eplant_id AS "EplantId"
    FROM testimonials t`;

export const filterTestimonials: OperationHandler<'filterTestimonials'> = async ({ db, body }) => {
  const f = body ?? {};
  if (f.from && f.to && f.from > f.to)
    throw badRequest('From date must not be later than to date', [
      { field: 'from', message: 'From date must not be later than to date' },
    ]);
  return db.query(
    `${TESTIMONIAL_SELECT}
      WHERE ($1::int IS NULL OR t.eplant_id = $1)
        AND ($2::date IS NULL OR t.registration_date >= $2::date)
        AND ($3::date IS NULL OR t.registration_date <= $3::date)
        AND ($4::text IS NULL OR upper(trim(t.vin)) = upper($4))
        AND ($5::text IS NULL OR t.dealer_name ILIKE '%' || $5 || '%')
        AND ($6::boolean IS NULL OR t.published = $6)
      ORDER BY t.registration_date DESC, t.id DESC
      LIMIT 5000`,
    [
      f.plant ?? null,
      f.from ?? null,
      f.to ?? null,
      f.VIN?.trim() || null,
      f.Dealername?.trim() || null,
      f.Published ?? null,
    ],
  );
};

export const getTestimonial: OperationHandler<'getTestimonial'> = async ({ db, params }) => {
  const id = params.id;
  const row = await maybeOne<AnswerOf<'getTestimonial'>>(db, `${TESTIMONIAL_SELECT} WHERE t.id = $1`, [id]);
  if (!row) throw notFound(`Testimonial ${id} not found`);
  return row;
};

export const getTestimonialByVin: OperationHandler<'getTestimonialByVin'> = async ({ db, params }) => {
  const vin = String(params.vinId).trim();
  const row = await maybeOne<AnswerOf<'getTestimonialByVin'>>(
    db,
    `${TESTIMONIAL_SELECT} WHERE upper(trim(t.vin)) = upper($1) ORDER BY t.created_at DESC, t.id DESC LIMIT 1`,
    [vin],
  );
  if (!row) throw notFound(`No testimonial for VIN ${vin}`);
  return row;
};

export const createTestimonial: OperationHandler<'createTestimonial'> = async ({ db, body }) => {
  if (body.Purchasedate > body.RegistrationDate) {
    throw badRequest('The purchase date must not be later than the registration date', [
      { field: 'Purchasedate', message: 'The purchase date must not be later than the registration date' },
    ]);
  }
  await requirePlant(db, body.EplantId);
  const id = await db.tx(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO testimonials (eplant_id, vin, dealer_name, address, zip, city, state, registration_date, purchase_date,
                                 first_name, last_name, email, phone, rating, comment, published, created_at)
       VALUES ($1, upper($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now()) RETURNING id`,
      [
        body.EplantId,
        body.VIN.trim(),
        body.Dealername.trim(),
        body.Address.trim(),
        body.Zip.trim(),
        body.City.trim(),
        body.State.trim(),
        body.RegistrationDate,
        body.Purchasedate,
        body.FirstName.trim(),
        body.LastName.trim(),
        body.email?.trim() || null,
        body.Phone?.trim() || null,
        body.Rating,
        body.Comment.trim(),
        body.Published ?? false,
      ],
    );
    return rows[0].id;
  });
  return one<AnswerOf<'createTestimonial'>>(db, `${TESTIMONIAL_SELECT} WHERE t.id = $1`, [id]);
};
