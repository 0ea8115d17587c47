// Whether a failed call never reached the application: no network, the server down, or a proxy in between saying so.
// Such a write goes to the outbox; any answer from the server itself is the answer.
import { ApiError } from '../api/ApiError';

const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when the connection fails or is dropped before an answer.
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status === 0 || GATEWAY_STATUSES.has(error.status));
}
