// Customer service writes and files: a new warranty case with its optional photo of the failure (WarrantyCaseForm)
// and that photo as a JPEG, publishing a testimonial (TestimonialPublication), the assistant's answers (TestAI) and
// the PDF of a library document.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { portalDocument } from '../../documents/portalDocument.js';
import { readerOf, sendDocument, usDate } from '../../documents/sendDocument.js';
import { requireTexts } from '../shared/dealersSql.js';
import { nextDocumentNumber } from '../../db/nextDocumentNumber.js';

const PHOTO_TYPE = 'image/jpeg';
const NOT_A_JPEG = 'The photo must be a JPEG image';
const JPEG_DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+=*)$/;

/**
 * The JPEG bytes of a photo data URL; 400 naming Photo unless it is base64 of a real JPEG (starts FF D8 FF). The
 * contract's pattern already checks the wrapping, this checks what is inside.
 */
function decodeJpegDataUrl(dataUrl: string): Buffer {
  const match = JPEG_DATA_URL.exec(dataUrl);
  const bytes = match ? Buffer.from(match[1], 'base64') : undefined;
  if (!bytes || bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) {
    throw badRequest(NOT_A_JPEG, [{ field: 'Photo', message: NOT_A_JPEG }]);
  }
  return bytes;
}

export const createWarrantyCase: OperationHandler<'createWarrantyCase'> = async ({ db, query, body }) => {
  await requirePlant(db, query.plant);
  requireTexts(body, ['VIN', 'Description', 'SubmittedBy']);
  // Checked before anything is written: a photo that is not a JPEG refuses the whole case.
  const photo = body.Photo === undefined ? undefined : decodeJpegDataUrl(body.Photo);
  const vin = body.VIN.trim().toUpperCase();
  const unit = await maybeOne<{ vin: string; registration_id: number | null; dealer_id: number | null }>(
    db,
    `SELECT j.vin, r.id AS registration_id, coalesce(r.dealer_id, ld.dealer_id) AS dealer_id
       FROM jobs j
       LEFT JOIN LATERAL (SELECT * FROM warranty_registrations w WHERE w.vin = j.vin ORDER BY w.registration_date DESC LIMIT 1) r ON true
       LEFT JOIN LATERAL (SELECT l.dealer_id FROM load_units lu JOIN loads l ON l.id = lu.load_id WHERE lu.vin = j.vin ORDER BY l.id DESC LIMIT 1) ld ON true
      WHERE j.vin = rpad($1, 17) AND j.eplant_id = $2`,
    [vin, query.plant],
  );
  if (!unit)
    throw badRequest(`VIN ${vin} is not a unit of this plant`, [
      { field: 'VIN', message: `VIN ${vin} is not a unit of this plant` },
    ]);
  return db.tx(async (tx) => {
    // Numbered per year from a counter row: the year's cases are not numbered without gaps, so counting them would
    // reuse a number already taken.
    const { prefix } = await one<{ prefix: string }>(tx, `SELECT 'WC' || to_char(current_date, 'YY') AS prefix`);
    const seq = await nextDocumentNumber(
      tx,
      `warranty_case:${prefix}`,
      `SELECT max(split_part(case_no, '-', 2)::bigint) FROM warranty_cases WHERE case_no ~ ('^' || $2 || '-[0-9]+$')`,
      [prefix],
    );
    const caseNo = `${prefix}-${String(seq).padStart(5, '0')}`;
    const created = await one<AnswerOf<'createWarrantyCase'>>(
      tx,
      `INSERT INTO warranty_cases (eplant_id, case_no, registration_id, vin, dealer_id, opened_date, category, description, status, claim_amount, submitted_by)
       VALUES ($1, $2, $3, $4, $5, current_date, $6, $7, 'Submitted', $8, $9)
       RETURNING id AS "Id", case_no AS "CaseNo", trim(vin) AS "VIN", ${sqlDate('opened_date')} AS "OpenedDate", status AS "Status",
                 category AS "Category", claim_amount::float8 AS "ClaimAmount"`,
      [
        query.plant,
        caseNo,
        unit.registration_id,
        unit.vin,
        unit.dealer_id,
        body.Category,
        body.Description.trim(),
        body.ClaimAmount,
        body.SubmittedBy.trim(),
      ],
    );
    if (photo)
      await tx.query('INSERT INTO warranty_case_photos (case_id, content_type, data) VALUES ($1, $2, $3)', [
        created.Id,
        PHOTO_TYPE,
        photo,
      ]);
    return created;
  });
};

/** The photo of the failure of a case of the plant as image/jpeg; 404 when there is no such case or it has none. */
export const getWarrantyCasePhoto: OperationHandler<'getWarrantyCasePhoto'> = async ({ db, params, query, reply }) => {
  await requirePlant(db, query.plant);
  const photo = await maybeOne<{ content_type: string; data: Uint8Array }>(
    db,
    `SELECT p.content_type, p.data
       FROM warranty_case_photos p JOIN warranty_cases wc ON wc.id = p.case_id
      WHERE wc.case_no = $1 AND wc.eplant_id = $2`,
    [params.caseNo.trim().toUpperCase(), query.plant],
  );
  if (!photo) throw notFound(`Warranty case ${params.caseNo} has no photo`);
  reply
    .header('Content-Type', photo.content_type)
    .header('Content-Disposition', `inline; filename="${params.caseNo.replace(/[^A-Za-z0-9-]/g, '')}.jpg"`)
    .header('Cache-Control', 'private, no-store');
  return Buffer.from(photo.data);
};

export const setTestimonialPublication: OperationHandler<'setTestimonialPublication'> = async ({ db, params, body }) =>
  db.tx(async (tx) => {
    const row = await maybeOne<AnswerOf<'setTestimonialPublication'>>(
      tx,
      `UPDATE testimonials SET published = $2 WHERE id = $1
       RETURNING id AS "ID", trim(vin) AS "VIN", dealer_name AS "Dealername", address AS "Address", zip AS "Zip", city AS "City", state AS "State",
                 ${sqlDate('registration_date')} AS "RegistrationDate", ${sqlDate('purchase_date')} AS "Purchasedate", first_name AS "FirstName",
                 last_name AS "LastName", email AS "email", phone AS "Phone", rating AS "Rating", comment AS "Comment", published AS "Published", eplant_id AS "EplantId"`,
      [params.id, body.Published],
    );
    if (!row) throw notFound(`Testimonial ${params.id} not found`);
    return row;
  });

interface Source {
  Kind: string;
  Title: string;
  Reference: string;
}

/**
 * Answers from the plant's own records, never invented: a VIN in the question gets the unit's status, registration and
 * cases; otherwise the warranty categories and library documents whose words match the question.
 */
export const askCustomerServiceAssistant: OperationHandler<'askCustomerServiceAssistant'> = async ({
  db,
  query,
  body,
}) => {
  await requirePlant(db, query.plant);
  requireTexts(body, ['Question']);
  const question = body.Question.trim();
  const vin = question.toUpperCase().match(/\b[0-9A-HJ-NPR-Z]{17}\b/)?.[0];
  const sources: Source[] = [];
  if (vin) {
    const unit = await maybeOne<{
      part_no: string;
      status: string;
      ship: string | null;
      owner: string | null;
      reg: string | null;
      cases: number;
      open: number;
    }>(
      db,
      `SELECT j.part_no, j.status, ${sqlDate('j.ship_date')} AS ship, r.first_name || ' ' || r.last_name AS owner, ${sqlDate('r.registration_date')} AS reg,
              (SELECT count(*) FROM warranty_cases wc WHERE wc.vin = j.vin)::int AS cases,
              (SELECT count(*) FROM warranty_cases wc WHERE wc.vin = j.vin AND wc.status IN ('Submitted', 'In Review'))::int AS open
         FROM jobs j LEFT JOIN LATERAL (SELECT * FROM warranty_registrations w WHERE w.vin = j.vin ORDER BY w.registration_date DESC LIMIT 1) r ON true
        WHERE j.vin = $1 AND j.eplant_id = $2`,
      [vin, query.plant],
    );
    if (!unit) return { Answer: `VIN ${vin} is not a unit of this plant.`, Sources: sources };
    sources.push({ Kind: 'Unit', Title: `${unit.part_no} (${unit.status})`, Reference: vin });
    const parts = [
      `VIN ${vin} is a ${unit.part_no}, status ${unit.status}${unit.ship ? `, shipped ${unit.ship}` : ''}.`,
    ];
    parts.push(
      unit.owner
        ? `It is registered to ${unit.owner} since ${unit.reg}, so the warranty is active.`
        : 'It has no warranty registration yet.',
    );
    parts.push(
      unit.cases ? `It has ${unit.cases} warranty case(s), ${unit.open} still open.` : 'It has no warranty cases.',
    );
    return { Answer: parts.join(' '), Sources: sources };
  }
  const words = question.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const topics = await db.query<{ category: string; cases: number; approved: number }>(
    `SELECT category, count(*)::int AS cases, round(100.0 * count(*) FILTER (WHERE status IN ('Approved', 'Closed')) / count(*))::int AS approved
       FROM warranty_cases WHERE eplant_id = $1 AND lower(category || ' ' || description) ~ ANY ($2::text[]) GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    [query.plant, words.length ? words : ['^$']],
  );
  const docs = await db.query<{ id: number; title: string; category: string }>(
    `SELECT id, title, category FROM portal_documents WHERE eplant_id = $1 AND audience = 'customer_service' AND lower(title || ' ' || body) ~ ANY ($2::text[]) ORDER BY id LIMIT 3`,
    [query.plant, words.length ? words : ['^$']],
  );
  for (const t of topics)
    sources.push({ Kind: 'Warranty cases', Title: t.category, Reference: `${t.cases} cases, ${t.approved}% approved` });
  for (const d of docs) sources.push({ Kind: 'Document', Title: d.title, Reference: String(d.id) });
  if (!sources.length)
    return {
      Answer: 'No warranty cases or documents match the question. Try naming a part (brakes, tires, axle) or a VIN.',
      Sources: sources,
    };
  const answer = [
    topics.length
      ? `Related warranty cases: ${topics.map((t) => `${t.category} (${t.cases} cases, ${t.approved}% approved)`).join('; ')}.`
      : '',
    docs.length ? `See ${docs.map((d) => `"${d.title}"`).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { Answer: answer, Sources: sources };
};

export const getPortalDocumentFile: OperationHandler<'getPortalDocumentFile'> = async (ctx) => {
  const { db, params, reply } = ctx;
  const { id } = params;
  const doc = await maybeOne<{
    title: string;
    category: string;
    file_name: string;
    version: string;
    published: string;
    posted_by: string;
    body: string;
    plant: number;
  }>(
    db,
    `SELECT d.title, d.category, d.file_name, d.version, ${sqlDate('d.published_date')} AS published, d.posted_by, d.body, d.eplant_id AS plant
       FROM portal_documents d WHERE d.id = $1`,
    [id],
  );
  if (!doc) throw notFound(`Document ${id} not found`);
  await db.tx((tx) => tx.query('UPDATE portal_documents SET views = views + 1 WHERE id = $1', [id]));
  const layout = portalDocument(
    {
      plant: doc.plant,
      title: doc.title,
      category: doc.category,
      version: doc.version,
      published: usDate(doc.published),
      postedBy: doc.posted_by,
      body: doc.body,
    },
    readerOf(ctx),
  );
  return sendDocument(reply, layout, doc.file_name);
};
