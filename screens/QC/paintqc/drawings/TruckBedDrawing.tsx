// Reference drawing of the truck beds (TBS steel, TBF skirted, TBH hauler, TBD dump) with the seven bed measuring
// points: 1 front (headache rack), 2 drive side, 3 rear, 4 passenger side, 5 floor, 6 hitch plate, 7 under frame.
import { DECK, DrawingSvg, Marker, STEEL, STEEL_LIGHT } from './DrawingParts';

export type TruckBedVariant = 'steel' | 'skirted' | 'hauler' | 'dump';

export function TruckBedDrawing({ variant, label }: { variant: TruckBedVariant; label: string }) {
  const rackTop = variant === 'hauler' ? 18 : 32;
  return (
    <DrawingSvg label={label}>
      {/* Side view: headache rack, platform, skirts with the wheel opening, frame rails under the platform. */}
      <rect x={60} y={rackTop} width={14} height={66 - rackTop} fill={STEEL} />
      {[0, 1, 2].map((i) => (
        <line
          key={i}
          x1={62}
          y1={rackTop + 8 + i * 10}
          x2={72}
          y2={rackTop + 8 + i * 10}
          stroke={STEEL_LIGHT}
          strokeWidth={2}
        />
      ))}
      {variant === 'dump' && <rect x={76} y={36} width={284} height={30} fill={DECK} stroke={STEEL} strokeWidth={2} />}
      <rect x={60} y={66} width={300} height={10} fill={STEEL} />
      {variant === 'steel' ? (
        <rect x={80} y={76} width={280} height={10} fill={STEEL_LIGHT} stroke={STEEL} />
      ) : (
        <path d="M60 76 H360 V112 H300 A34 34 0 0 0 232 112 H60 Z" fill={STEEL_LIGHT} stroke={STEEL} strokeWidth={2} />
      )}
      {variant !== 'steel' &&
        [90, 130, 170].map((x) => (
          <rect key={x} x={x} y={84} width={26} height={20} rx={2} fill="none" stroke={STEEL} />
        ))}
      <rect x={80} y={variant === 'steel' ? 88 : 114} width={270} height={6} fill={STEEL} />
      <circle cx={266} cy={120} r={16} fill="#20242b" />
      <Marker n={7} x={190} y={variant === 'steel' ? 102 : 124} />
      <Marker n={1} x={67} y={rackTop - 2 < 14 ? 14 : rackTop - 2} />

      {/* Top view: platform with the gooseneck hitch plate over the rear axle and the rack at the front. */}
      <rect
        x={60}
        y={166}
        width={300}
        height={98}
        fill={variant === 'hauler' ? '#efe7da' : DECK}
        stroke={STEEL}
        strokeWidth={3}
      />
      <rect x={60} y={166} width={14} height={98} fill={STEEL} />
      <rect x={246} y={201} width={40} height={28} rx={4} fill={STEEL_LIGHT} stroke={STEEL} />
      <circle cx={266} cy={215} r={5} fill={STEEL} />
      <Marker n={5} x={160} y={215} />
      <Marker n={6} x={266} y={190} />
      <Marker n={2} x={200} y={264} />
      <Marker n={3} x={360} y={215} />
      <Marker n={4} x={200} y={166} />
    </DrawingSvg>
  );
}
