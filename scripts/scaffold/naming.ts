// Names the scaffold derives from routes, areas and fields: screen file names, area folders, captions, ids.

/** "/Internal/Purchasing/Receiving" → "Receiving"; "/Sales/OrderView/:orderNo" → "OrderView". */
export function screenName(route: string): string {
  const segment =
    route
      .split('/')
      .filter((s) => s && !s.startsWith(':'))
      .pop() ?? 'Home';
  return segment
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toUpperCase());
}

/** "Dealer portal" → "DealerPortal", "IT and finance" → "ITAndFinance". */
export function areaFolder(area: string): string {
  return area
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/** "PromiseDate" → "Promise Date", "PO_DETAIL_ID" → "PO DETAIL ID", "onHandQty" → "On Hand Qty". */
export function caption(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function kebab(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Text as comment lines of at most `width` characters, each starting with `prefix` ('// ' or '# '). */
export function wrapComment(text: string, prefix: string, width = 120): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && prefix.length + line.length + 1 + word.length > width) {
      lines.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(prefix + line);
  return lines.join('\n');
}
