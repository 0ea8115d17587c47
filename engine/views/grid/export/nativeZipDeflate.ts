// A zip entry deflated by the browser's own zlib (CompressionStream 'deflate-raw') instead of fflate's JavaScript
// deflate: the export's sheet is ~120 MB of XML at 100,000 × 20 and deflating it was about half the worker's time.
// fflate's Zip still writes the container (headers, CRC, sizes: ZipPassThrough keeps those over the raw bytes).
import { ZipPassThrough, type FlateError } from 'fflate';

/** Whether this runtime has a raw-deflate CompressionStream (Chromium 103+, Firefox 113+, Safari 16.4+). */
export function hasNativeDeflate(): boolean {
  try {
    new CompressionStream('deflate-raw');
    return true;
  } catch {
    return false;
  }
}

export class NativeZipDeflate extends ZipPassThrough {
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;

  constructor(filename: string) {
    super(filename);
    this.compression = 8;
    const stream = new CompressionStream('deflate-raw');
    this.writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          this.ondata!(null, value, false);
        }
        this.ondata!(null, new Uint8Array(0), true);
      } catch (error) {
        this.ondata!(Object.assign(error as Error, { code: 0 }) satisfies FlateError, new Uint8Array(0), true);
      }
    })();
  }

  override process(chunk: Uint8Array, final: boolean): void {
    void this.writer.write(chunk as Uint8Array<ArrayBuffer>);
    if (final) void this.writer.close();
  }
}
