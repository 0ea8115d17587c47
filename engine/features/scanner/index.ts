// Barcode scanning and photo capture (re-exports only).
export { BarcodeScanDialog } from './BarcodeScanDialog';
export type { BarcodeScanDialogProps } from './BarcodeScanDialog';
export { PhotoCaptureDialog, captureJpeg, PHOTO_TYPE } from './PhotoCaptureDialog';
export type { PhotoCaptureDialogProps } from './PhotoCaptureDialog';
export {
  NO_CAMERA_MESSAGE,
  MediaStreamUnsupportedError,
  openCamera,
  listCameras,
  nextCameraId,
  cameraConstraints,
  stopCamera,
} from './camera';
export type { CameraFacing } from './camera';
export { loadBarcodeDecoder, grabFrame, NATIVE_FORMATS, ZXING_FORMATS } from './barcodeDecoder';
export type { BarcodeDecoder } from './barcodeDecoder';
export { useCamera } from './useCamera';
export type { CameraState } from './useCamera';
