// Barcode decoding for the scan dialog: Code 128, Code 39, QR and Data Matrix. The browser's BarcodeDetector is used
// where it exists (Chrome on Android and macOS); elsewhere (Linux and Windows Chromium, Firefox, Safari) the ZXing-C++
// WebAssembly reader is loaded — lazily, so its ~1 MB only downloads when a scan dialog opens, and from our own build
// (the .wasm is a bundled asset), never from a CDN.

export interface BarcodeDecoder {
  /** Which engine decodes (shown nowhere; tests and logs read it). */
  readonly engine: 'native' | 'zxing';
  /** The text of the first valid barcode in the frame, or null. */
  decode(frame: ImageData): Promise<string | null>;
}

/** BarcodeDetector format names of the four symbologies the portal's labels use. */
export const NATIVE_FORMATS = ['code_128', 'code_39', 'qr_code', 'data_matrix'] as const;
/** The same four under ZXing's names. */
export const ZXING_FORMATS = ['Code128', 'Code39', 'QRCode', 'DataMatrix'] as const;

interface NativeDetector {
  detect(source: ImageData): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDecoder(): Promise<BarcodeDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  // A detector without our symbologies (desktop Chrome reports an empty list) is no use.
  if (!NATIVE_FORMATS.every((f) => supported.includes(f))) return null;
  const detector = new Detector({ formats: [...NATIVE_FORMATS] });
  return {
    engine: 'native',
    async decode(frame) {
      const found = await detector.detect(frame);
      return found.find((b) => b.rawValue)?.rawValue ?? null;
    },
  };
}

async function zxingDecoder(): Promise<BarcodeDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return {
    engine: 'zxing',
    async decode(frame) {
      const results = await readBarcodes(frame, {
        formats: [...ZXING_FORMATS],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return results.find((r) => r.isValid && r.text)?.text ?? null;
    },
  };
}

let pending: Promise<BarcodeDecoder> | null = null;

/** The decoder of this browser, created once and shared by every scan dialog. */
export function loadBarcodeDecoder(): Promise<BarcodeDecoder> {
  pending ??= nativeDecoder()
    .then((native) => native ?? zxingDecoder())
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The current video frame as ImageData (null before the first frame arrives). */
export function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height);
}
