// A printable document as data: the letterhead's plant, the title, and blocks laid out top to bottom —
// label/value fields, tables that break across pages with their headings repeated, totals, free text, Code 128
// barcodes and signature lines. Each document kind (server/documents/*Document.ts) turns its data into a layout in the
// reader's language; renderDocument draws any layout with pdfkit, with the letterhead and "Page n of N" on every page.
import type { Language } from '../i18n/serverMessages.js';

export interface FieldsBlock {
  kind: 'fields';
  heading?: string;
  /** Label/value pairs, laid out in `columns` columns (2 unless said). */
  fields: ReadonlyArray<readonly [label: string, value: string]>;
  columns?: 2 | 3 | 4;
}

export interface TableColumn {
  label: string;
  /** Share of the printable width (the shares of a table's columns are scaled to fill it). */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** The cell's value printed as a Code 128 barcode under its text. */
  barcode?: boolean;
  /** A good or bad result: the cell's text in green or red by the row's `ok` at this column's index. */
  verdict?: boolean;
}

export interface TableBlock {
  kind: 'table';
  heading?: string;
  columns: readonly TableColumn[];
  rows: ReadonlyArray<readonly string[]>;
  /** Per row, per verdict column: true green, false red. */
  ok?: ReadonlyArray<boolean | null>;
  /** A last bold row (e.g. totals), kept with the table. */
  footer?: readonly string[];
  /** Text printed when there are no rows. */
  empty?: string;
  /** Cell text size (9.5 unless said): a wide table sets it smaller rather than cutting its values. */
  fontSize?: number;
}

export interface TotalsBlock {
  kind: 'totals';
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  /** Index of the row printed bold (the amount due). */
  strong?: number;
}

export interface TextBlock {
  kind: 'text';
  heading?: string;
  text: string;
}

export interface BarcodeBlock {
  kind: 'barcode';
  /** What the barcode encodes (Code 128), printed under the bars. */
  value: string;
  label?: string;
}

export interface SignaturesBlock {
  kind: 'signatures';
  heading?: string;
  /** One signature line per label (e.g. "Shipper", "Carrier / driver"), with a date line beside each. */
  lines: readonly string[];
}

export type DocumentBlock = FieldsBlock | TableBlock | TotalsBlock | TextBlock | BarcodeBlock | SignaturesBlock;

export interface DocumentLayout {
  /** The plant whose letterhead heads every page (2 NORSTAR U.S., 3 NORSTAR MX). */
  plant: number;
  language: Language;
  title: string;
  /** Under the title on every page, e.g. the load or work order number. */
  reference?: string;
  /** A barcode in the first page's header (the document's key: load, work order). */
  headerBarcode?: string;
  /** Who printed it, for the footer line "Printed <date time> by <name>". */
  printedBy?: string;
  blocks: readonly DocumentBlock[];
}
