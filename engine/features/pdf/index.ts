// The 'File View' PDF viewer (re-exports only).
export { FileViewDialog, LOAD_ERROR_MESSAGE, DOWNLOAD_ERROR_MESSAGE } from './FileViewDialog';
export type { FileViewDialogProps } from './FileViewDialog';
export { fetchFileBlob, saveBlob } from './fetchFile';
