/**
 * @module Reading a QR code from camera frames (issue 15; ADR 0030): the browser's BarcodeDetector where it exists
 * (Chromium on Android, ChromeOS, macOS), else jsQR (a well-kept pure-JavaScript decoder, loaded only when needed)
 * on the pixels of the frame drawn into a canvas.
 */

type Detector = { detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Reads one frame: the QR code's text, or null when none is found. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's BarcodeDetector, when it has one. */
export function barcodeDetector(): DetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
}

/** Whether a camera can be asked for at all (a secure context with getUserMedia). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A decoder of video frames: BarcodeDetector when the browser has it, jsQR otherwise. */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const Native = barcodeDetector();
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || width === 0 || height === 0) return Promise.resolve(null);
    // At most 800 px wide: enough for a ticket held up to the camera, and fast on a phone.
    const scale = Math.min(1, 800 / width);
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(image.data, image.width, image.height)?.data ?? null);
  };
}
