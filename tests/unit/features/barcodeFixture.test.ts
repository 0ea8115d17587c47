// The fake-camera fixture of the scanner browser test: the Code 128 drawn by scripts/fixtures/barcodeVideo.ts is a
// valid symbol (ZXing, the decoder the scan dialog loads, reads the same text back), and the file is a Y4M video.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { barcodeY4m, code128Modules } from '../../../scripts/fixtures/barcodeVideo';

class NodeImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

function lumaToImageData(video: Buffer, width: number, height: number) {
  const start = video.indexOf('FRAME\n') + 'FRAME\n'.length;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const y = video[start + i];
    rgba.set([y, y, y, 255], i * 4);
  }
  return new NodeImageData(rgba, width, height);
}

describe('barcode video fixture', () => {
  it('encodes Code 128 with start B, checksum and stop (11 modules per symbol, 13 for the stop)', () => {
    expect(code128Modules('AB')).toHaveLength(11 * 4 + 13);
    expect(() => code128Modules('Ä')).toThrow(/cannot encode/);
  });

  it('writes a 640x480 4:2:0 Y4M whose frame ZXing decodes to the same text', async () => {
    const video = barcodeY4m('AXL-2026-00417');
    expect(video.subarray(0, 60).toString()).toMatch(/^YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n/);
    (globalThis as { ImageData?: unknown }).ImageData ??= NodeImageData;
    // Under jsdom the module thinks it is in a browser and would fetch the .wasm by URL: hand it the bytes instead.
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath).buffer as ArrayBuffer } });
    const results = await readBarcodes(lumaToImageData(video, 640, 480) as unknown as ImageData, {
      formats: ['Code128'],
    });
    expect(results.map((r) => [r.format, r.text, r.isValid])).toEqual([['Code128', 'AXL-2026-00417', true]]);
  });
});
