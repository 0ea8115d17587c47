// Whether a grid's totals (summary) row is fully visible, read from the pixels glide-data-grid painted: the grid is a
// canvas, so neither the DOM nor glide's own cell bounds can tell a clipped row from a whole one (// glide reported the totals row in place while a blank strip sat above it and "Totals" was cut in half).
import type { Page } from 'playwright-core';

export interface SummaryRowCheck {
  /** The grid's position among the page's grids. */
  grid: number;
  /** Top and bottom (CSS px from the canvas top) of the totals row band; null when the grid shows no totals row. */
  band: [number, number] | null;
  /** Height in px of the text painted in the band, against the full height of the label's letters. */
  inkHeight: number;
  expectedInkHeight: number;
  /** Grey bands without any text between the header and the totals row (the blank strip). */
  blankStrips: [number, number][];
  /** The canvas height; the band must end inside it. */
  canvasHeight: number;
}

/**
 * Reads every visible grid in `root`. The totals row is the band of the totals background (#f1f3f5, also the header's)
 * below the header that has text in it; its label must be painted at its full letter height, inside the canvas.
 */
export function summaryRows(page: Page, root = 'main'): Promise<SummaryRowCheck[]> {
  return page.evaluate((root) => {
    const HEADER = 36;
    const GREY = [241, 243, 245];
    const grids = [...document.querySelectorAll<HTMLElement>(`${root} [data-testid="data-grid"]`)].filter(
      (g) => g.offsetParent !== null,
    );
    return grids.map((grid, index) => {
      const canvas = grid.querySelector<HTMLCanvasElement>('canvas[data-testid="data-grid-canvas"]');
      const empty = { grid: index, band: null, inkHeight: 0, expectedInkHeight: 0, blankStrips: [], canvasHeight: 0 };
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return empty;
      const dpr = canvas.width / canvas.clientWidth;
      const width = canvas.width;
      const height = canvas.height;
      const pixels = ctx.getImageData(0, 0, width, height).data;
      // Per device-pixel row: is its background the totals grey, and does it hold dark (text) pixels?
      const rows: { grey: boolean; ink: boolean }[] = [];
      for (let y = 0; y < height; y++) {
        let grey = 0;
        let ink = 0;
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
          if (Math.abs(r - GREY[0]) <= 1 && Math.abs(g - GREY[1]) <= 1 && Math.abs(b - GREY[2]) <= 1) grey++;
          else if (r < 110 && g < 110 && b < 110) ink++;
        }
        rows.push({ grey: grey > width * 0.5, ink: ink > 0 });
      }
      // Bands of grey rows below the header (grid lines and text interrupt the grey fill but not the band).
      const bands: { top: number; bottom: number; ink: number[] }[] = [];
      let current: { top: number; bottom: number; ink: number[] } | null = null;
      for (let y = Math.ceil(HEADER * dpr) + 1; y < height; y++) {
        const { grey, ink } = rows[y];
        if (grey || (current && ink)) {
          current ??= { top: y, bottom: y, ink: [] };
          current.bottom = y;
          if (ink) current.ink.push(y);
        } else if (current) {
          bands.push(current);
          current = null;
        }
      }
      if (current) bands.push(current);
      const totals = [...bands].reverse().find((b) => b.ink.length > 0);
      if (!totals) return { ...empty, canvasHeight: height / dpr };
      const measure = document.createElement('canvas').getContext('2d')!;
      measure.font =
        '600 13px Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
      const letters = measure.measureText('Totals');
      return {
        grid: index,
        band: [totals.top / dpr, (totals.bottom + 1) / dpr] as [number, number],
        inkHeight: (totals.ink[totals.ink.length - 1] - totals.ink[0] + 1) / dpr,
        expectedInkHeight: letters.actualBoundingBoxAscent + letters.actualBoundingBoxDescent,
        blankStrips: bands
          .filter((b) => b !== totals && b.ink.length === 0 && b.bottom - b.top >= 3 * dpr && b.top < totals.top)
          .map((b) => [b.top / dpr, (b.bottom + 1) / dpr] as [number, number]),
        canvasHeight: height / dpr,
      };
    });
  }, root);
}
