// Loads a report that may answer in columns: its bytes are read unparsed as they arrive and, once the answer proves
// large, streamed to the big-data worker, which parses them into typed columns (a ColumnTable) while the rest is still
// downloading; a small answer is parsed here and read like any other.
import { callOperationById } from '../api/callOperation';
import { bigDataWorkerAvailable, streamToWorker, WORKER_MIN_BYTES } from './bigDataClient';
import { BINARY_COLUMNS_TYPE, columnarDocument, decodeBinaryColumns, isBinaryColumns } from './binaryColumns';

/** Whether a data source's call may come back as a ColumnTable: it asks for the columnar shape and a worker exists. */
export function mayLoadAsTable(params: Record<string, unknown>): boolean {
  return params.shape === 'columnar' && bigDataWorkerAvailable();
}

function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The answer's first bytes (the first chunk, unless it is too short to tell the form by). */
function head(chunks: readonly Uint8Array[], length: number): Uint8Array {
  return chunks[0].length >= 4 ? chunks[0] : joined(chunks, length);
}

export async function fetchReport(
  operationId: string,
  params: Record<string, unknown>,
  body: unknown,
  rowsPath: string | undefined,
  signal: AbortSignal,
  /** The only fields the caller reads: a big answer's other columns are not encoded (see ColumnarStreamParser). */
  fields?: readonly string[],
): Promise<unknown> {
  // A columnar answer at the top level may come as bytes of typed columns (an operation that offers them answers so;
  // the others ignore the header and answer JSON): nothing to parse, the worker copies them out.
  const headers = rowsPath ? undefined : { accept: `${BINARY_COLUMNS_TYPE}, application/json;q=0.9` };
  const answer = await callOperationById(operationId, params, body, { signal, parseAs: 'stream', headers });
  // No body (an empty answer) reads as undefined, as parsing an empty text does.
  if (!(answer instanceof ReadableStream)) return answer ?? undefined;
  const reader = (answer as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    if (length >= WORKER_MIN_BYTES)
      return streamToWorker(chunks, reader, rowsPath, fields, !rowsPath && isBinaryColumns(head(chunks, length)));
  }
  if (!length) return undefined;
  const bytes = joined(chunks, length);
  // A small binary answer reads like the JSON document it stands for.
  return isBinaryColumns(bytes)
    ? columnarDocument(decodeBinaryColumns(bytes))
    : JSON.parse(new TextDecoder().decode(bytes));
}
