// A statement that ran past the request's statement timeout (NORSTAR_STATEMENT_TIMEOUT_MS). The error handler answers
// it 503 with this message, which the portal shows like any server message.
export class StatementTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(
      `The server stopped this request after ${formatSeconds(timeoutMs)}: it needed more work than one request may take. ` +
        'Narrow the date range or the filters and try again.',
    );
    this.timeoutMs = timeoutMs;
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
