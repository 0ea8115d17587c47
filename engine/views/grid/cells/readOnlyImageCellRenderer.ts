// glide's image cell without its overlay editor (which brings a carousel library): the portal's image cells are
// read-only thumbnails (allowOverlay false, cellContent.ts). Drawing is glide's own drawImage, kept as it is.
import { GridCellKind, roundedRect, type ImageCell } from '@glideapps/glide-data-grid';
import type { ComponentProps } from 'react';
import type { DataEditorCore } from '@glideapps/glide-data-grid';

type DrawArgs = Parameters<NonNullable<ComponentProps<typeof DataEditorCore>['renderers']>[number]['draw']>[0];

const ITEM_MARGIN = 4;

function drawImages(args: DrawArgs, data: readonly string[], rounding: number, align: ImageCell['contentAlign']) {
  const { rect, col, row, theme, ctx, imageLoader } = args;
  const { x, y, height: h, width: w } = rect;
  const imgHeight = h - theme.cellVerticalPadding * 2;
  const images: (HTMLImageElement | ImageBitmap | undefined)[] = [];
  let totalWidth = 0;
  data.forEach((url, index) => {
    if (url.length === 0) return;
    const img = imageLoader.loadOrGetImage(url, col, row);
    if (img === undefined) return;
    images[index] = img;
    totalWidth += img.width * (imgHeight / img.height) + ITEM_MARGIN;
  });
  if (totalWidth === 0) return;
  totalWidth -= ITEM_MARGIN;
  let drawX = x + theme.cellHorizontalPadding;
  if (align === 'right') drawX = Math.floor(x + w - theme.cellHorizontalPadding - totalWidth);
  else if (align === 'center') drawX = Math.floor(x + w / 2 - totalWidth / 2);
  for (const img of images) {
    if (img === undefined) continue;
    const imgWidth = img.width * (imgHeight / img.height);
    if (rounding > 0) {
      ctx.beginPath();
      roundedRect(ctx, drawX, y + theme.cellVerticalPadding, imgWidth, imgHeight, rounding);
      ctx.save();
      ctx.clip();
    }
    ctx.drawImage(img, drawX, y + theme.cellVerticalPadding, imgWidth, imgHeight);
    if (rounding > 0) ctx.restore();
    drawX += imgWidth + ITEM_MARGIN;
  }
}

export const readOnlyImageCellRenderer = {
  kind: GridCellKind.Image,
  needsHover: false,
  useLabel: false,
  needsHoverPosition: false,
  getAccessibilityString: (cell: ImageCell) => cell.data.join(', '),
  draw: (args: DrawArgs & { cell: ImageCell }) =>
    drawImages(
      args,
      args.cell.displayData ?? args.cell.data,
      args.cell.rounding ?? args.theme.roundingRadius ?? 4,
      args.cell.contentAlign,
    ),
  measure: (_ctx: CanvasRenderingContext2D, cell: ImageCell) => cell.data.length * 50,
};
