// GET /documents/paintqc/{workorderNumber}/file: the paint inspection report of a unit as a PDF — the unit, who
// measured it and when, each reading at its numbered point with the 0.1–10.99 range, and the comments. 404 while the
// unit has no saved readings (the File View then shows an empty viewer).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { plantLocalTimeSql, plantTimeZoneLabel } from '../plant/plantTimeZone.js';
import { PAINT_READING_MAX, PAINT_READING_MIN } from '../paintqc/paintReadings.js';
import { PdfPage } from './PdfPage.js';

interface ReportRow {
  type: 'trailer' | 'bed';
  workorder_number: string;
  vin: string | null;
  part_no: string;
  config_code: string | null;
  date_input: string;
  /** When the readings were saved, on the plant's clock: 'MM/DD/YYYY HH:mm'. */
  saved_at: string;
  eplant_id: number;
  user_name: string | null;
  comments: string | null;
  front_axle_serial: string | null;
  middle_axle_serial: string | null;
  rear_axle_serial: string | null;
  power_unit_serial: string | null;
  [reading: string]: unknown;
}

// The measuring points as the paint QC form and its reference drawings number them.
const POINTS: Record<'trailer' | 'bed', [column: string, label: string][]> = {
  trailer: [
    ['mm1', '1  Front'],
    ['mm2', '2  Drive side'],
    ['mm3', '3  Rear'],
    ['mm4', '4  Passenger side'],
    ['mm5_ibeam', '5  I-beam / gooseneck'],
    ['mm6', '6  Fender'],
  ],
  bed: [
    ['mm1', '1  Front (headache rack)'],
    ['mm2', '2  Drive side'],
    ['mm3', '3  Rear'],
    ['mm4', '4  Passenger side'],
    ['mm5_floor', '5  Floor'],
    ['mm6', '6  Hitch plate'],
    ['mm7', '7  Under frame'],
  ],
};

export const getPaintQcReport: OperationHandler<'getPaintQcReport'> = async ({ db, params, query, reply }) => {
  const { workorderNumber } = params;
  const { plant } = query;
  const plantRow = await requirePlant(db, plant);
  const row = await maybeOne<ReportRow>(
    db,
    `SELECT type, eplant_id, workorder_number, trim(vin) AS vin, part_no, config_code,
            ${sqlDate('date_input')} AS date_input, ${plantLocalTimeSql('created_at', 'eplant_id')} AS saved_at,
            user_name, comments, front_axle_serial, middle_axle_serial, rear_axle_serial, power_unit_serial,
            ${sqlNumber('paint_mm1_front')} AS mm1, ${sqlNumber('paint_mm2_drive_side')} AS mm2,
            ${sqlNumber('paint_mm3_rear')} AS mm3, ${sqlNumber('paint_mm4_passenger_side')} AS mm4,
            ${sqlNumber('paint_mm5_ibeam_gooseneck')} AS mm5_ibeam, ${sqlNumber('paint_mm5_floor')} AS mm5_floor,
            ${sqlNumber('paint_mm6')} AS mm6, ${sqlNumber('paint_mm7')} AS mm7
       FROM paint_qc_records
      WHERE eplant_id = $1 AND upper(workorder_number) = upper($2)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [plant, workorderNumber.trim()],
  );
  if (!row) throw notFound(`No paint QC readings saved for work order ${workorderNumber} in plant ${plant}`);

  const pdf = renderReport(row, `${plantRow.name} (${plantRow.site})`);
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="PaintQC-${row.workorder_number}.pdf"`);
  return pdf;
};

function usDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

export function renderReport(row: ReportRow, plantName: string): Buffer {
  const page = new PdfPage();
  const title = `Paint QC Inspection Report - ${row.workorder_number}`;
  page.box(0, 0, PdfPage.WIDTH, 70, [0.04, 0.24, 0.42]);
  page.text(48, 40, 'NORSTAR', { size: 20, font: 'bold', color: [1, 1, 1] });
  page.text(48, 58, plantName, { size: 10, color: [0.85, 0.9, 0.96] });
  page.text(330, 44, 'Paint QC Inspection Report', { size: 14, font: 'bold', color: [1, 1, 1] });

  const facts: [string, string][] = [
    ['Work order', row.workorder_number],
    ['VIN', row.vin ?? ''],
    ['Part number', row.part_no],
    ['Config code', row.config_code ?? ''],
    ['Unit type', row.type === 'bed' ? 'Truck bed' : 'Trailer'],
    ['Input date', usDate(row.date_input)],
    ['Inspector', row.user_name ?? ''],
    ['Measured', `${row.saved_at} ${plantTimeZoneLabel(row.eplant_id)}`],
  ];
  let y = 104;
  facts.forEach(([label, value], i) => {
    const x = i % 2 === 0 ? 48 : 320;
    page.text(x, y, label.toUpperCase(), { size: 7.5, font: 'bold', color: [0.42, 0.45, 0.5] });
    page.text(x, y + 14, value, { size: 11 });
    if (i % 2 === 1) y += 36;
  });

  y += 12;
  page.text(48, y, `Paint thickness (mils) - accepted range ${PAINT_READING_MIN} to ${PAINT_READING_MAX}`, {
    size: 12,
    font: 'bold',
  });
  y += 10;
  page.box(48, y, 516, 20, [0.93, 0.95, 0.97]);
  page.text(56, y + 14, 'Measuring point', { size: 9, font: 'bold' });
  page.text(360, y + 14, 'Reading', { size: 9, font: 'bold' });
  page.text(460, y + 14, 'Result', { size: 9, font: 'bold' });
  y += 20;
  const values: number[] = [];
  for (const [column, label] of POINTS[row.type]) {
    const value = row[column] as number | null;
    const ok = value !== null && value >= PAINT_READING_MIN && value <= PAINT_READING_MAX;
    if (value !== null) values.push(value);
    page.text(56, y + 15, label, { size: 10 });
    page.text(360, y + 15, value === null ? '-' : value.toFixed(2), { size: 10, font: 'bold' });
    page.text(460, y + 15, ok ? 'In range' : 'Out of range', {
      size: 10,
      color: ok ? [0.1, 0.5, 0.2] : [0.75, 0.1, 0.1],
    });
    y += 22;
    page.line(48, y, 564, y);
  }
  if (values.length) {
    y += 18;
    page.text(
      56,
      y,
      `Thinnest ${Math.min(...values).toFixed(2)}  -  Thickest ${Math.max(...values).toFixed(2)}  -  Average ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(2)}`,
      { size: 10 },
    );
  }

  if (row.type === 'trailer') {
    y += 34;
    page.text(48, y, 'Serials', { size: 12, font: 'bold' });
    const serials: [string, string | null][] = [
      ['Front axle', row.front_axle_serial],
      ['Middle axle', row.middle_axle_serial],
      ['Rear axle', row.rear_axle_serial],
      ['Power unit', row.power_unit_serial],
    ];
    serials.forEach(([label, value], i) => {
      const x = i % 2 === 0 ? 56 : 320;
      if (i % 2 === 0) y += 20;
      page.text(x, y, `${label}: ${value ?? '-'}`, { size: 10 });
    });
  }

  y += 34;
  page.text(48, y, 'Comments', { size: 12, font: 'bold' });
  for (const line of wrap(row.comments ?? 'None', 95).slice(0, 8)) {
    y += 16;
    page.text(56, y, line, { size: 10 });
  }
  page.line(48, 740, 564, 740);
  page.text(48, 756, `${title} - generated by the Norstar portal`, { size: 8, color: [0.45, 0.48, 0.52] });
  return page.toBuffer({ title });
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if ((current + ' ' + word).trim().length > width && current) {
      lines.push(current);
      current = word;
    } else current = (current + ' ' + word).trim();
  }
  if (current) lines.push(current);
  return lines;
}
