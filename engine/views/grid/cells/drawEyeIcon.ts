// Draws the eye affordance at the right edge of a config-code cell (the click target that opens its VIN list).

export const EYE_ZONE = 26;

export function drawEyeIcon(
  ctx: CanvasRenderingContext2D,
  rect: { x: number; y: number; width: number; height: number },
  color: string,
) {
  const cx = rect.x + rect.width - EYE_ZONE / 2;
  const cy = rect.y + rect.height / 2;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(cx - 8, cy);
  ctx.quadraticCurveTo(cx, cy - 7, cx + 8, cy);
  ctx.quadraticCurveTo(cx, cy + 7, cx - 8, cy);
  ctx.closePath();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, 2.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
