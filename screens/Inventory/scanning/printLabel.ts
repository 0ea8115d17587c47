// Prints a label through a hidden iframe: a 4 x 2 inch page with the big scannable value (Code 39 font where the
// printer has one, bold monospace otherwise), the description and the plant's location, one page per copy.
export interface LabelContent {
  value: string;
  heading: string;
  lines: string[];
  copies: number;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function labelHtml({ value, heading, lines, copies }: LabelContent): string {
  const page = `<section class="label"><div class="heading">${escapeHtml(heading)}</div>
    <div class="barcode">*${escapeHtml(value)}*</div><div class="value">${escapeHtml(value)}</div>
    ${lines.map((l) => `<div class="line">${escapeHtml(l)}</div>`).join('')}</section>`;
  return `<!doctype html><html><head><title>${escapeHtml(value)}</title><style>
    @page { size: 4in 2in; margin: 0.1in; }
    body { margin: 0; font-family: Arial, sans-serif; }
    .label { height: 1.8in; page-break-after: always; display: flex; flex-direction: column; justify-content: center; }
    .heading { font-size: 10pt; text-transform: uppercase; letter-spacing: 1px; }
    .barcode { font-family: 'Libre Barcode 39', 'Free 3 of 9', monospace; font-size: 36pt; line-height: 1; }
    .value { font-family: monospace; font-size: 16pt; font-weight: bold; }
    .line { font-size: 10pt; }
  </style></head><body>${Array.from({ length: copies }, () => page).join('')}</body></html>`;
}

export function printLabel(content: LabelContent): void {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc || !frame.contentWindow) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(labelHtml(content));
  doc.close();
  frame.contentWindow.focus();
  frame.contentWindow.print();
  // The print dialog blocks until closed in most browsers; remove the frame afterwards either way.
  setTimeout(() => frame.remove(), 1000);
}
