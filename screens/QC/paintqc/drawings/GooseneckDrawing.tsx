// Reference drawing of the gooseneck families (GN1 gooseneck flatbed, DG9 gooseneck dump) with the six trailer
// measuring points: 1 front, 2 drive side, 3 rear, 4 passenger side, 5 gooseneck / I-beam, 6 fender.
import { DECK, DrawingSvg, Marker, STEEL, STEEL_LIGHT, Tire, Wheel } from './DrawingParts';

export function GooseneckDrawing({ variant, label }: { variant: 'flatbed' | 'dump'; label: string }) {
  const axles = variant === 'dump' ? [252, 288] : [240, 274, 308];
  return (
    <DrawingSvg label={label}>
      {/* Side view: the neck over the truck bed, the drop to the main deck, I-beam frame and tandem/triple axles. */}
      <path d="M20 42 H96 L120 74 H370 V86 H112 L90 56 H20 Z" fill={STEEL} />
      <rect x={36} y={56} width={12} height={30} fill={STEEL} />
      <rect x={120} y={86} width={250} height={8} fill={STEEL_LIGHT} stroke={STEEL} strokeWidth={1} />
      {variant === 'dump' ? (
        <g>
          <rect x={190} y={32} width={180} height={42} fill={DECK} stroke={STEEL} strokeWidth={2} />
          {[220, 250, 280, 310, 340].map((x) => (
            <line key={x} x1={x} y1={32} x2={x} y2={74} stroke={STEEL} strokeWidth={1.5} />
          ))}
          <path d="M150 74 L190 48" stroke="#8a929c" strokeWidth={5} />
        </g>
      ) : (
        <rect x={120} y={68} width={250} height={6} fill={DECK} stroke={STEEL} strokeWidth={1} />
      )}
      {axles.map((x) => (
        <Wheel key={x} x={x} y={106} />
      ))}
      <path
        d={`M${axles[0] - 22} 92 Q${(axles[0] + axles[axles.length - 1]) / 2} 70 ${axles[axles.length - 1] + 22} 92`}
        fill="none"
        stroke={STEEL}
        strokeWidth={3}
      />
      <Marker n={5} x={66} y={30} />
      <Marker n={6} x={(axles[0] + axles[axles.length - 1]) / 2} y={62} />

      {/* Top view: neck, deck with its side rails, tires outside the rails. */}
      <rect x={20} y={194} width={86} height={42} rx={4} fill={STEEL_LIGHT} stroke={STEEL} strokeWidth={2} />
      <rect
        x={106}
        y={166}
        width={264}
        height={98}
        fill={variant === 'dump' ? DECK : '#efe7da'}
        stroke={STEEL}
        strokeWidth={3}
      />
      {variant === 'flatbed' &&
        Array.from({ length: 11 }, (_, i) => 128 + i * 22).map((x) => (
          <line key={x} x1={x} y1={168} x2={x} y2={262} stroke="#d8cdb9" />
        ))}
      {axles.map((x) => (
        <g key={x}>
          <Tire x={x} y={160} />
          <Tire x={x} y={270} />
        </g>
      ))}
      <Marker n={1} x={124} y={215} />
      <Marker n={2} x={200} y={264} />
      <Marker n={3} x={370} y={215} />
      <Marker n={4} x={200} y={166} />
    </DrawingSvg>
  );
}
