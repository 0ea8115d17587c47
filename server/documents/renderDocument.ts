// Draws a DocumentLayout as a PDF with pdfkit (docs/adr/017): Letter pages, the plant's letterhead and the title on
// every page, tables that continue on the next page under their headings again, Code 128 barcodes drawn as vector
// bars (from bwip-js's encoder), and "Page n of N" once the page count is known. Text is set in DejaVu Sans, embedded
// and subset, so every Unicode letter (ñ, á, ü, —) prints as written.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import type { BarcodeBlock, DocumentBlock, DocumentLayout, TableBlock } from './DocumentLayout.js';
import { COMMON, LETTERHEADS, fill } from './documentMessages.js';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

const PAGE = { width: 612, height: 792 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const HEADER_HEIGHT = 78;
const BODY_TOP = HEADER_HEIGHT + 22;
const BODY_BOTTOM = PAGE.height - 50;
const BRAND: [number, number, number] = [10, 61, 107];
const INK = '#1a1f26';
const MUTED = '#6b7380';
const RULE = '#c7ccd3';
const GOOD = '#1a7f33';
const BAD = '#bf1a1a';

type Doc = PDFKit.PDFDocument;

/** The PDF file of a layout. */
export function renderDocument(layout: DocumentLayout, now: Date = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: layout.title + (layout.reference ? ` ${layout.reference}` : ''), Producer: 'Norstar portal' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pen = new Pen(doc, layout);
  pen.newPage();
  if (layout.headerBarcode) drawBarcode(doc, layout.headerBarcode, PAGE.width - MARGIN - 200, BODY_TOP - 6, 200, 30);
  for (const block of layout.blocks) pen.block(block);
  pen.footers(now);
  doc.end();
  return done;
}

class Pen {
  y = BODY_TOP;
  constructor(
    private readonly doc: Doc,
    private readonly layout: DocumentLayout,
  ) {}

  newPage(): void {
    const { doc, layout } = this;
    doc.addPage({ size: 'LETTER', margin: MARGIN });
    const head = LETTERHEADS[layout.plant] ?? { name: 'NORSTAR', site: '', place: { 'en-US': '', 'es-MX': '' } };
    doc.rect(0, 0, PAGE.width, HEADER_HEIGHT).fill(BRAND);
    doc.fillColor('white').font('bold').fontSize(18).text(head.name, MARGIN, 20, { lineBreak: false });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#d9e5f5')
      .text(`${head.site} · ${head.place[layout.language]}`, MARGIN, 46, { lineBreak: false });
    // The title on one line: a long (Spanish) title is set smaller rather than wrapped.
    doc.fillColor('white').font('bold').fontSize(14);
    const titleWidth = CONTENT_WIDTH - 200;
    const size = Math.max(9, Math.min(14, (14 * titleWidth) / doc.widthOfString(layout.title)));
    doc.fontSize(size).text(layout.title, MARGIN + 200, 22 + (14 - size) / 2, {
      width: titleWidth,
      align: 'right',
      lineBreak: false,
    });
    if (layout.reference)
      doc
        .font('regular')
        .fontSize(10)
        .text(layout.reference, MARGIN + 200, 46, { width: CONTENT_WIDTH - 200, align: 'right' });
    doc.fillColor(INK);
    this.y = BODY_TOP + (doc.bufferedPageRange().count === 1 && layout.headerBarcode ? 40 : 0);
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y + height > BODY_BOTTOM) this.newPage();
  }

  heading(text: string | undefined): void {
    if (!text) return;
    this.ensure(40);
    this.doc.font('bold').fontSize(12).fillColor(INK).text(text, MARGIN, this.y, { lineBreak: false });
    this.y += 20;
  }

  block(block: DocumentBlock): void {
    const { doc } = this;
    switch (block.kind) {
      case 'fields': {
        this.heading(block.heading);
        const columns = block.columns ?? 2;
        const width = CONTENT_WIDTH / columns;
        for (let i = 0; i < block.fields.length; i += columns) {
          const row = block.fields.slice(i, i + columns);
          doc.font('regular').fontSize(10.5);
          const height = Math.max(...row.map(([, value]) => doc.heightOfString(value || '-', { width: width - 10 })));
          this.ensure(height + 18);
          row.forEach(([label, value], c) => {
            const x = MARGIN + c * width;
            doc.font('bold').fontSize(8).fillColor(MUTED).text(label, x, this.y, { lineBreak: false });
            doc
              .font('regular')
              .fontSize(10.5)
              .fillColor(INK)
              .text(value || '-', x, this.y + 11, { width: width - 10 });
          });
          this.y += height + 20;
        }
        this.y += 4;
        return;
      }
      case 'table':
        return this.table(block);
      case 'totals': {
        this.ensure(block.rows.length * 16 + 8);
        block.rows.forEach(([label, value], i) => {
          const strong = i === block.strong;
          doc
            .font(strong ? 'bold' : 'regular')
            .fontSize(10)
            .fillColor(INK)
            .text(label, MARGIN + CONTENT_WIDTH - 260, this.y, { width: 140, lineBreak: false });
          doc.text(value, MARGIN + CONTENT_WIDTH - 120, this.y, { width: 120, align: 'right', lineBreak: false });
          this.y += 16;
        });
        this.y += 10;
        return;
      }
      case 'text': {
        this.heading(block.heading);
        doc.font('regular').fontSize(10).fillColor(INK);
        // Line by line, so a long text continues on the next page under the letterhead.
        for (const line of wrapLines(doc, block.text, CONTENT_WIDTH)) {
          this.ensure(14);
          doc.font('regular').fontSize(10).fillColor(INK).text(line, MARGIN, this.y, { lineBreak: false });
          this.y += 14;
        }
        this.y += 8;
        return;
      }
      case 'barcode':
        return this.barcode(block);
      case 'signatures': {
        this.heading(block.heading);
        const common = COMMON[this.layout.language];
        for (const label of block.lines) {
          this.ensure(58);
          this.y += 30;
          doc.lineWidth(0.8).strokeColor(INK);
          doc
            .moveTo(MARGIN, this.y)
            .lineTo(MARGIN + 300, this.y)
            .stroke();
          doc
            .moveTo(MARGIN + 340, this.y)
            .lineTo(MARGIN + CONTENT_WIDTH, this.y)
            .stroke();
          doc
            .font('regular')
            .fontSize(8.5)
            .fillColor(MUTED)
            .text(`${label} — ${common.signature}`, MARGIN, this.y + 4, { lineBreak: false });
          doc.text(common.date, MARGIN + 340, this.y + 4, { lineBreak: false });
          this.y += 22;
        }
        this.y += 6;
        return;
      }
    }
  }

  private barcode(block: BarcodeBlock): void {
    this.ensure(62);
    if (block.label)
      this.doc.font('bold').fontSize(8).fillColor(MUTED).text(block.label.toUpperCase(), MARGIN, this.y, {
        lineBreak: false,
      });
    drawBarcode(this.doc, block.value, MARGIN, this.y + 12, 260, 36);
    this.y += 66;
  }

  private table(block: TableBlock): void {
    const { doc } = this;
    const total = block.columns.reduce((sum, c) => sum + c.width, 0);
    const widths = block.columns.map((c) => (c.width / total) * CONTENT_WIDTH);
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const hasBarcode = block.columns.some((c) => c.barcode);
    const size = block.fontSize ?? 9.5;
    const rowHeight = hasBarcode ? 44 : 18;
    const headRow = () => {
      doc.rect(MARGIN, this.y, CONTENT_WIDTH, 18).fill('#edf1f6');
      doc.font('bold').fontSize(Math.min(8.5, size)).fillColor(INK);
      block.columns.forEach((c, i) =>
        doc.text(c.label, xs[i] + 4, this.y + 5, { width: widths[i] - 8, align: c.align ?? 'left', lineBreak: false }),
      );
      this.y += 18;
    };
    if (block.heading) this.ensure(40 + 18 + rowHeight);
    this.heading(block.heading);
    this.ensure(18 + rowHeight);
    headRow();
    if (!block.rows.length && block.empty) {
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor(MUTED)
        .text(block.empty, MARGIN + 4, this.y + 5);
      this.y += rowHeight;
    }
    const cell = (text: string, i: number, color: string, footer = false) => {
      const width = widths[i] - 8;
      doc.font(footer ? 'bold' : 'regular').fontSize(size);
      const align = block.columns[i].align ?? 'left';
      // No glyph of DejaVu Sans is wider than 1.05 em: a short left-aligned text fits without measuring it.
      const surelyFits = align === 'left' && text.length * size * 1.05 <= width;
      const fitted = surelyFits ? text : fit(doc, text, width);
      const offset = align === 'left' ? 0 : (width - doc.widthOfString(fitted)) / (align === 'right' ? 1 : 2);
      doc.fillColor(color).text(fitted, xs[i] + 4 + offset, this.y + 5, { lineBreak: false });
    };
    block.rows.forEach((row, r) => {
      if (this.y + rowHeight > BODY_BOTTOM) {
        this.newPage();
        headRow();
      }
      row.forEach((text, i) => {
        const column = block.columns[i];
        const ok = block.ok?.[r];
        const color = column.verdict && ok !== undefined && ok !== null ? (ok ? GOOD : BAD) : INK;
        cell(text, i, color);
        if (column.barcode && text)
          drawBarcode(doc, text, xs[i] + 4, this.y + 18, Math.min(widths[i] - 8, 190), 22, false);
      });
      this.y += rowHeight;
      doc.lineWidth(0.5).strokeColor(RULE);
      doc
        .moveTo(MARGIN, this.y)
        .lineTo(MARGIN + CONTENT_WIDTH, this.y)
        .stroke();
    });
    if (block.footer) {
      this.ensure(20);
      block.footer.forEach((text, i) => cell(text, i, INK, true));
      this.y += 20;
    }
    this.y += 12;
  }

  /** Footer of every page: the printing line and "Page n of N". */
  footers(now: Date): void {
    const { doc, layout } = this;
    const common = COMMON[layout.language];
    const { start, count } = doc.bufferedPageRange();
    const when = `${usDateTime(now)}`;
    const printed = layout.printedBy
      ? fill(common.printed, { when, who: layout.printedBy })
      : fill(common.printedAt, { when });
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      doc.lineWidth(0.5).strokeColor(RULE);
      doc
        .moveTo(MARGIN, PAGE.height - 40)
        .lineTo(PAGE.width - MARGIN, PAGE.height - 40)
        .stroke();
      // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(printed, MARGIN, PAGE.height - 32, { width: CONTENT_WIDTH - 120, lineBreak: false });
      doc.text(fill(common.page, { n: i + 1, N: count }), PAGE.width - MARGIN - 120, PAGE.height - 32, {
        width: 120,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
}

/** MM/DD/YYYY HH:mm in UTC-6 (both plants run on Central time, docs/adr/009). */
function usDateTime(date: Date): string {
  const local = new Date(date.getTime() - 6 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(local.getUTCMonth() + 1)}/${p(local.getUTCDate())}/${local.getUTCFullYear()} ${p(local.getUTCHours())}:${p(local.getUTCMinutes())}`;
}

/** A Code 128 barcode of `value` as vector bars fitted into the box, with its text underneath. */
export function drawBarcode(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  maxWidth: number,
  height: number,
  caption = true,
): void {
  const [symbol] = bwipjs.raw('code128', value, {}) as Array<{ sbs: number[] }>;
  const modules = symbol.sbs.reduce((a, b) => a + b, 0);
  // Quiet zones of 10 modules each side, so a scanner finds the start.
  const unit = Math.min(1.2, maxWidth / (modules + 20));
  let cursor = x + 10 * unit;
  const barHeight = caption ? height - 9 : height;
  symbol.sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * unit, barHeight);
    cursor += w * unit;
  });
  doc.fill('black');
  if (!caption) return;
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(INK)
    .text(value, x + 10 * unit, y + barHeight + 1, { width: modules * unit, align: 'center', lineBreak: false });
}

/** The text broken into lines that fit `width` in the current font (paragraphs kept). */
function wrapLines(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && doc.widthOfString(next) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** The text, cut with an ellipsis if it is wider than `width` in the current font. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
