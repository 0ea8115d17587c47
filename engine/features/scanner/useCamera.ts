// The camera of an open scan or photo dialog: starts the (rear) camera when the dialog opens, plays it in the given
// video element, switches to the next camera on demand and stops every track when the dialog closes. A failure shows
// the SPEC §8 alert once and leaves the dialog usable (the scan dialog still accepts typed text).
import { useCallback, useEffect, useRef, useState } from 'react';
import { listCameras, nextCameraId, openCamera, stopCamera, streamDeviceId } from './camera';
import { t } from '../../i18n/translate';

export interface CameraState {
  videoRef: React.MutableRefObject<HTMLVideoElement | null>;
  /** True once frames are playing in the video element. */
  ready: boolean;
  /** The failure, when the camera could not be opened. */
  error: Error | null;
  canSwitch: boolean;
  switchCamera: () => void;
}

export function useCamera(active: boolean): CameraState {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // The camera actually streaming (the browser picks the first one from the rear-camera preference).
  const currentIdRef = useRef<string | undefined>(undefined);
  // The camera asked for with the switch button; undefined = let the browser prefer the rear camera.
  const [requestedId, setRequestedId] = useState<string | undefined>(undefined);
  const [cameraCount, setCameraCount] = useState(0);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    if (!active) {
      setRequestedId(undefined);
      return undefined;
    }
    let cancelled = false;
    // Read after the camera opens (the dialog's video element mounts with the modal's transition), kept for cleanup.
    let video: HTMLVideoElement | null = null;
    setReady(false);
    setError(null);
    (async () => {
      try {
        const stream = await openCamera(requestedId ? { deviceId: requestedId } : { facing: 'environment' });
        if (cancelled) {
          stopCamera(stream);
          return;
        }
        streamRef.current = stream;
        currentIdRef.current = streamDeviceId(stream);
        video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          video.muted = true;
          video.playsInline = true;
          await video.play().catch(() => undefined);
        }
        if (cancelled) return;
        setReady(true);
        const cameras = await listCameras().catch(() => []);
        if (!cancelled) setCameraCount(cameras.length);
      } catch (e) {
        if (cancelled) return;
        setError(e instanceof Error ? e : new Error(String(e)));
        window.alert(t('scanner.noCamera'));
      }
    })();
    return () => {
      cancelled = true;
      stopCamera(streamRef.current);
      streamRef.current = null;
      if (video) video.srcObject = null;
    };
  }, [active, requestedId]);

  const switchCamera = useCallback(() => {
    void listCameras()
      .then((cameras) => {
        const next = nextCameraId(cameras, currentIdRef.current);
        if (next) setRequestedId(next);
      })
      .catch(() => undefined);
  }, []);

  return { videoRef, ready, error, canSwitch: cameraCount > 1, switchCamera };
}
