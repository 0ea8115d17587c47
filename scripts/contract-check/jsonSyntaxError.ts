// Where a definition stops being JSON, as an editor counts it: JSON.parse only says "at position 203", which nobody
// can find in a file, so the position becomes a line and a column (both from 1; a tab counts as one column).

export interface JsonSyntaxError {
  /** JSON.parse's reason without its position, e.g. "Expected ',' or '}' after property value". */
  reason: string;
  line: number;
  column: number;
}

export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** The JSON.parse error of text, placed; undefined when text parses. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s*in JSON at position \d+/, '');
    const at = position ? Number(position[1]) : text.length;
    // Stopped at the end (a missing brace or a trailing comma): point after the last thing written, not at the blank
    // line below it.
    if (text.slice(at).trim() === '') {
      const end = text.trimEnd().length;
      const why = /^Unexpected end of JSON input$/.test(reason) ? '' : ` (${reason})`;
      return { reason: `the file ends before the JSON is complete${why}`, ...lineAndColumn(text, end) };
    }
    return { reason, ...lineAndColumn(text, at) };
  }
}
