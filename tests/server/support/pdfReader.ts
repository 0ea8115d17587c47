// Reads a PDF the server answered back with poppler-utils (pdftotext -layout, pdfinfo, pdftoppm): what a person sees
// on the page, the page count, and a page as a PNG for the barcode reader.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'norstar-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page as `pdftotext -layout` lays it out (pages separated by form feeds). */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
}

/** The text of each page. */
export function pdfPages(pdf: Buffer): string[] {
  return pdfText(pdf).split('\f').slice(0, pdfPageCount(pdf));
}

export function pdfPageCount(pdf: Buffer): number {
  const info = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** One page (1-based) rasterised at `dpi` as PNG bytes. */
export function pdfPagePng(pdf: Buffer, page = 1, dpi = 200): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    return readFileSync(join(dir, 'page.png'));
  });
}
