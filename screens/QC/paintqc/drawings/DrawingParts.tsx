// Shared parts of the paint QC reference drawings: the numbered measuring-point marker, wheels, and the two-view
// frame (side view above, top view below; the unit faces left, so the drive side is the bottom edge of the top view).
import type { ReactNode } from 'react';

export const STEEL = '#3b4350';
export const STEEL_LIGHT = '#cfd6df';
export const DECK = '#e7ebf0';
export const MARK = '#c92a2a';

export function Marker({ n, x, y }: { n: number; x: number; y: number }) {
  return (
    <g data-point={n}>
      <circle cx={x} cy={y} r={11} fill={MARK} stroke="#fff" strokeWidth={2} />
      <text
        x={x}
        y={y + 4.5}
        textAnchor="middle"
        fontSize={13}
        fontWeight={700}
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {n}
      </text>
    </g>
  );
}

export function Wheel({ x, y, r = 14 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#20242b" />
      <circle cx={x} cy={y} r={r * 0.45} fill="#9aa3ad" />
    </g>
  );
}

/** Plan-view tire (a dark rectangle beside the deck). */
export function Tire({ x, y }: { x: number; y: number }) {
  return <rect x={x - 13} y={y - 5} width={26} height={10} rx={3} fill="#20242b" />;
}

export function ViewLabel({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text x={x} y={y} fontSize={10} fill="#6b7480" fontFamily="system-ui, sans-serif" letterSpacing={1}>
      {children}
    </text>
  );
}

export function DrawingSvg({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 400 300" width="100%" role="img" aria-label={label} style={{ display: 'block', maxWidth: 460 }}>
      <rect x={0} y={0} width={400} height={300} fill="#fbfcfd" rx={8} />
      <ViewLabel x={12} y={16}>
        SIDE VIEW
      </ViewLabel>
      <ViewLabel x={12} y={150}>
        TOP VIEW · FRONT ←
      </ViewLabel>
      <line x1={12} y1={138} x2={388} y2={138} stroke="#e3e7ec" />
      {children}
    </svg>
  );
}
