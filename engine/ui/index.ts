// Shared UI of the portal: notifications, the loading overlay, confirm dialogs, titles, chunk loading.
export { notifySuccess, notifyError, errorMessage, defaultErrorMessage, defaultSuccessMessage } from './notify';
export { LoadingOverlay, waitMessages, doNotReloadNote } from './LoadingOverlay';
export { useLoadingOverlayStore, withLoadingOverlay } from './loadingOverlayStore';
export { confirmAction, ConfirmDialogHost } from './confirmAction';
export type { ConfirmOptions } from './confirmAction';
export { TruncatedTitle } from './TruncatedTitle';
export { shortTitle } from './shortTitle';
export { loadChunk, ChunkLoadError, chunkTimeoutMs, useChunkStore } from './chunkLoading';
export { ChunkLoadingBar } from './ChunkLoadingBar';
