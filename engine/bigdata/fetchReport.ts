// Loads a report that may answer in columns: its bytes are read unparsed and, when large, parsed into typed columns in
// the big-data worker (a ColumnTable); a small answer is parsed here and read like any other.
import { callOperationById } from '../api/callOperation';
import { bigDataWorkerAvailable, parseInWorker, WORKER_MIN_BYTES } from './bigDataClient';

/** Whether a data source's call may come back as a ColumnTable: it asks for the columnar shape and a worker exists. */
export function mayLoadAsTable(params: Record<string, unknown>): boolean {
  return params.shape === 'columnar' && bigDataWorkerAvailable();
}

export async function fetchReport(
  operationId: string,
  params: Record<string, unknown>,
  body: unknown,
  rowsPath: string | undefined,
  signal: AbortSignal,
): Promise<unknown> {
  const bytes = await callOperationById(operationId, params, body, { signal, parseAs: 'arrayBuffer' });
  if (!(bytes instanceof ArrayBuffer)) return bytes;
  if (bytes.byteLength < WORKER_MIN_BYTES)
    return bytes.byteLength ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
  return parseInWorker(bytes, rowsPath);
}
