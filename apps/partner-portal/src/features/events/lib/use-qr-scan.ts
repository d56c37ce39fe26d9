/**
 * @module Reading a ticket's QR code with the camera (issue 15): BarcodeDetector where the browser has it, jsQR
 * elsewhere (qr-decoder.ts), a frame every 300 ms until a code is found or the scan is stopped.
 */
import { type RefObject, useEffect } from 'react';
import { createFrameDecoder } from './qr-decoder.ts';

/**
 * While `scanning`, shows the rear camera in `video` and calls `onFound(code)` with the first code read (after
 * `stop()`); a camera that cannot be opened calls `onError()`.
 */
export function useQrScan(options: {
  scanning: boolean;
  camera: boolean;
  video: RefObject<HTMLVideoElement | null>;
  stop: () => void;
  onFound: (code: string) => Promise<void>;
  onError: () => void;
}) {
  const { scanning, camera, video, stop, onFound, onError } = options;
  useEffect(() => {
    if (!scanning || !camera) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    (async () => {
      try {
        const decode = await createFrameDecoder();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped && video.current) {
          const found = await decode(video.current);
          if (found) {
            stop();
            await onFound(found);
            return;
          }
          await new Promise((r) => setTimeout(r, 300));
        }
      } catch {
        stop();
        onError();
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);
}
