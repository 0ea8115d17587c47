// Camera access for the scan and photo dialogs: opens a stream preferring the rear camera, lists the cameras to
// switch between, and names the two failure cases of SPEC §8 (no media-stream API at all vs. no usable camera).

/** SPEC §8: shown as a browser alert when there is no camera access or the browser cannot provide one. */
export const NO_CAMERA_MESSAGE = "May the browser didn't support or there is some errors.";

/** Thrown when the browser has no media-stream API (navigator.mediaDevices.getUserMedia); the caller handles it. */
export class MediaStreamUnsupportedError extends Error {
  constructor() {
    super('This browser has no media stream API (navigator.mediaDevices.getUserMedia).');
    this.name = 'MediaStreamUnsupportedError';
  }
}

export type CameraFacing = 'environment' | 'user';

function mediaDevices(): MediaDevices {
  const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!devices || typeof devices.getUserMedia !== 'function') throw new MediaStreamUnsupportedError();
  return devices;
}

/** The constraints for one camera: a chosen device, else the rear one when the device has several (SPEC §9). */
export function cameraConstraints(choice: { deviceId?: string; facing?: CameraFacing }): MediaStreamConstraints {
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  if (choice.deviceId) return { audio: false, video: { ...size, deviceId: { exact: choice.deviceId } } };
  return { audio: false, video: { ...size, facingMode: { ideal: choice.facing ?? 'environment' } } };
}

/** Opens a camera stream; rejects with MediaStreamUnsupportedError or the browser's error (no camera, denied). */
export async function openCamera(choice: { deviceId?: string; facing?: CameraFacing } = {}): Promise<MediaStream> {
  return mediaDevices().getUserMedia(cameraConstraints(choice));
}

/** The video inputs; labels are only filled once the user has granted camera access. */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const all = await mediaDevices().enumerateDevices();
  return all.filter((d) => d.kind === 'videoinput');
}

/** The camera after the current one (wrapping), or undefined when there is nothing to switch to. */
export function nextCameraId(
  cameras: readonly Pick<MediaDeviceInfo, 'deviceId'>[],
  currentId: string | undefined,
): string | undefined {
  if (cameras.length < 2) return undefined;
  const index = cameras.findIndex((c) => c.deviceId === currentId);
  return cameras[(index + 1) % cameras.length].deviceId;
}

/** The device id a stream is reading from. */
export function streamDeviceId(stream: MediaStream): string | undefined {
  return stream.getVideoTracks()[0]?.getSettings().deviceId;
}

export function stopCamera(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}
