// The sheet's deflate, run apart from the worker that writes the sheet (a second worker: on two or more cores the
// XML is written and deflated at the same time). The bytes go through a gzip stream, not a raw deflate one, because
// the gzip trailer carries the CRC-32 the zip entry needs: the runtime's zlib computes it along the way, where
// JavaScript spent about a tenth of the export doing it byte by byte.
import { Gzip, ZipPassThrough, type FlateError } from 'fflate';

/** Builder → deflater: a chunk of the sheet, then the end. */
export type SheetDeflateRequest = { chunk: Uint8Array } | { end: true };
/** Deflater → builder: the raw deflate stream with the uncompressed bytes' CRC-32 and size, or what failed. */
export type SheetDeflateReply = { deflated: Uint8Array<ArrayBuffer>; crc: number; size: number } | { error: string };

/** The smallest port both a MessagePort and a worker's global scope are. */
export interface SheetDeflatePort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** Whether this runtime has a gzip CompressionStream (Chromium 80+, Firefox 113+, Safari 16.4+). */
export function hasCompressionStream(): boolean {
  try {
    new CompressionStream('gzip');
    return true;
  } catch {
    return false;
  }
}

/** A gzip stream over pushed chunks: the runtime's zlib (level 6) where it has one, fflate's (level 1) otherwise. */
function gzipStream(): { push(chunk: Uint8Array): void; end(): Promise<Uint8Array[]> } {
  const out: Uint8Array[] = [];
  if (!hasCompressionStream()) {
    let ended: Promise<Uint8Array[]> | undefined;
    const gzip = new Gzip({ level: 1 }, (chunk) => out.push(chunk));
    return {
      push: (chunk) => gzip.push(chunk, false),
      end: () => (ended ??= (gzip.push(new Uint8Array(0), true), Promise.resolve(out))),
    };
  }
  const stream = new CompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const read = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return out;
      out.push(value);
    }
  })();
  return {
    // Writes are queued by the stream; awaiting each would only add a turn per chunk.
    push: (chunk) => void writer.write(chunk as Uint8Array<ArrayBuffer>).catch(() => undefined),
    end: async () => {
      await writer.close();
      return read;
    },
  };
}

/** The raw deflate stream inside a gzip member, with the trailer's CRC-32 and size (RFC 1952). */
export function unwrapGzip(gzip: Uint8Array<ArrayBuffer>): {
  deflated: Uint8Array<ArrayBuffer>;
  crc: number;
  size: number;
} {
  if (gzip[0] !== 0x1f || gzip[1] !== 0x8b || gzip[2] !== 8) throw new Error('The sheet deflate is not a gzip stream');
  const flags = gzip[3];
  let at = 10;
  if (flags & 4) at += 2 + (gzip[at] | (gzip[at + 1] << 8));
  if (flags & 8) while (gzip[at++]);
  if (flags & 16) while (gzip[at++]);
  if (flags & 2) at += 2;
  const end = gzip.length - 8;
  const word = (i: number) => (gzip[i] | (gzip[i + 1] << 8) | (gzip[i + 2] << 16) | (gzip[i + 3] << 24)) >>> 0;
  return { deflated: gzip.subarray(at, end), crc: word(end), size: word(end + 4) };
}

function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let size = 0;
  for (const chunk of chunks) size += chunk.length;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The deflater's side: deflates what arrives on `port` and answers once, at the end. */
export function serveSheetDeflate(port: SheetDeflatePort): void {
  const gzip = gzipStream();
  port.onmessage = (event: MessageEvent<SheetDeflateRequest>) => {
    const message = event.data;
    if ('chunk' in message) {
      gzip.push(message.chunk);
      return;
    }
    gzip
      .end()
      .then((chunks) => {
        const reply = unwrapGzip(joined(chunks));
        port.postMessage(reply satisfies SheetDeflateReply, [reply.deflated.buffer]);
      })
      .catch((error: unknown) => port.postMessage({ error: (error as Error).message } satisfies SheetDeflateReply));
  };
}

/**
 * The sheet's zip entry on the builder's side: hands every chunk to the deflater (transferred, not copied) instead of
 * deflating it, and takes the CRC-32 from the deflater's answer instead of computing it.
 */
export class PortZipDeflate extends ZipPassThrough {
  constructor(
    filename: string,
    private readonly port: SheetDeflatePort,
  ) {
    super(filename);
    this.compression = 8;
    port.onmessage = (event: MessageEvent<SheetDeflateReply>) => {
      const reply = event.data;
      if ('error' in reply) {
        this.ondata(Object.assign(new Error(reply.error), { code: 0 }) satisfies FlateError, new Uint8Array(0), true);
        return;
      }
      // The gzip trailer keeps the size modulo 2^32, like the zip entry's own field.
      if (reply.size !== this.size >>> 0) {
        const error = new Error(`The sheet deflate saw ${reply.size} bytes of ${this.size}`);
        this.ondata(Object.assign(error, { code: 0 }) satisfies FlateError, new Uint8Array(0), true);
        return;
      }
      this.crc = reply.crc;
      this.ondata(null, reply.deflated, true);
    };
  }

  override push(chunk: Uint8Array, final = false): void {
    this.size += chunk.length;
    if (chunk.length) this.port.postMessage({ chunk } satisfies SheetDeflateRequest, [chunk.buffer as ArrayBuffer]);
    if (final) this.port.postMessage({ end: true } satisfies SheetDeflateRequest);
  }
}
