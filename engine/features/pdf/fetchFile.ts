// File view and download (SPEC §7 "Generic"): GET {url} as a blob through the portal's one client, so the bearer
// token, the request log and the expired-session handling apply exactly as for data calls.
import { runtimeApi } from '../../api/runtimeClient';
import { ApiError } from '../../api/ApiError';

/** The file at `url` (a path under the API base, e.g. '/documents/paintqc/WO-1/file'). Rejects with ApiError. */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const { data, error, response } = await runtimeApi.request('get', url, { parseAs: 'blob', signal });
  if (!response.ok || !data) throw ApiError.fromResponse(response.status, error);
  return data;
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download would be cancelled.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
