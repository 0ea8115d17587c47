// A small one-page PDF writer for the reference server's generated documents (Letter size, the standard Helvetica
// fonts, text, lines and filled boxes). Enough for printable reports without a PDF dependency; text is Latin-1.

type Font = 'regular' | 'bold';

export class PdfPage {
  static readonly WIDTH = 612;
  static readonly HEIGHT = 792;
  private readonly ops: string[] = [];

  /** Text with its baseline at (x, y) from the top-left corner (PDF counts from the bottom; we flip here). */
  text(
    x: number,
    y: number,
    text: string,
    options: { size?: number; font?: Font; color?: [number, number, number] } = {},
  ): this {
    const { size = 10, font = 'regular', color = [0.1, 0.12, 0.15] } = options;
    this.ops.push(
      `${color.map(n).join(' ')} rg BT /${font === 'bold' ? 'F2' : 'F1'} ${n(size)} Tf ${n(x)} ${n(PdfPage.HEIGHT - y)} Td (${escapeText(text)}) Tj ET`,
    );
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; gray?: number } = {}): this {
    const { width = 0.6, gray = 0.75 } = options;
    this.ops.push(
      `${n(gray)} G ${n(width)} w ${n(x1)} ${n(PdfPage.HEIGHT - y1)} m ${n(x2)} ${n(PdfPage.HEIGHT - y2)} l S`,
    );
    return this;
  }

  /** A filled rectangle whose top-left corner is (x, y). */
  box(x: number, y: number, w: number, h: number, color: [number, number, number]): this {
    this.ops.push(`${color.map(n).join(' ')} rg ${n(x)} ${n(PdfPage.HEIGHT - y - h)} ${n(w)} ${n(h)} re f`);
    return this;
  }

  /** The complete PDF file. */
  toBuffer(info: { title: string; producer?: string }): Buffer {
    const content = this.ops.join('\n');
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PdfPage.WIDTH} ${PdfPage.HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
      `<< /Title (${escapeText(info.title)}) /Producer (${escapeText(info.producer ?? 'Norstar portal')}) >>`,
    ];
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}

const n = (v: number) => String(Math.round(v * 100) / 100);

/** PDF string escaping; characters outside Latin-1 become '?'. */
function escapeText(text: string): string {
  return text
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}
