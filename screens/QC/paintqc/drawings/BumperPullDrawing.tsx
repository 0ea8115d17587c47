// Reference drawing of the bumper-pull families (DU dump, FB deckover flatbed, UT utility, EQ equipment hauler) with
// the six trailer measuring points: 1 front, 2 drive side, 3 rear, 4 passenger side, 5 I-beam (main frame), 6 fender.
import { DECK, DrawingSvg, Marker, STEEL, STEEL_LIGHT, Tire, Wheel } from './DrawingParts';

export type BumperPullVariant = 'dump' | 'deckover' | 'utility' | 'equipment';

export function BumperPullDrawing({ variant, label }: { variant: BumperPullVariant; label: string }) {
  const deckY = variant === 'deckover' ? 66 : 80;
  const axles = variant === 'utility' ? [262] : [248, 284];
  return (
    <DrawingSvg label={label}>
      {/* Side view: coupler and tongue, main I-beam frame, deck or box by family, wheels. */}
      <rect x={16} y={84} width={18} height={10} rx={3} fill={STEEL} />
      <path d={`M30 90 L110 ${deckY + 12}`} stroke={STEEL} strokeWidth={6} />
      <rect x={100} y={deckY + 10} width={262} height={9} fill={STEEL_LIGHT} stroke={STEEL} />
      <rect x={100} y={deckY} width={262} height={10} fill={STEEL} />
      {variant === 'dump' && (
        <g>
          <rect x={104} y={34} width={256} height={deckY - 34} fill={DECK} stroke={STEEL} strokeWidth={2} />
          {[140, 180, 220, 260, 300, 340].map((x) => (
            <line key={x} x1={x} y1={34} x2={x} y2={deckY} stroke={STEEL} strokeWidth={1.5} />
          ))}
        </g>
      )}
      {variant === 'utility' && (
        <g>
          <rect x={104} y={50} width={250} height={deckY - 50} fill="none" stroke={STEEL} strokeWidth={2} />
          {Array.from({ length: 12 }, (_, i) => 116 + i * 20).map((x) => (
            <line key={x} x1={x} y1={52} x2={x} y2={deckY} stroke="#9aa3ad" />
          ))}
          <rect x={354} y={40} width={8} height={deckY - 40} fill={STEEL} />
        </g>
      )}
      {variant === 'equipment' && (
        <g>
          <path d={`M360 ${deckY} L386 ${deckY + 30}`} stroke={STEEL} strokeWidth={5} />
          <rect x={104} y={deckY - 6} width={12} height={6} fill={STEEL} />
        </g>
      )}
      {variant === 'deckover' && <rect x={100} y={deckY - 4} width={262} height={4} fill="#b89b72" />}
      {axles.map((x) => (
        <Wheel key={x} x={x} y={106} />
      ))}
      {variant !== 'deckover' && (
        <path
          d={`M${axles[0] - 22} ${deckY + 2} Q${(axles[0] + axles[axles.length - 1]) / 2} ${deckY - 22} ${axles[axles.length - 1] + 22} ${deckY + 2}`}
          fill="none"
          stroke={STEEL}
          strokeWidth={3}
        />
      )}
      <Marker n={5} x={170} y={deckY + 15} />
      <Marker n={6} x={(axles[0] + axles[axles.length - 1]) / 2} y={deckY - 22} />

      {/* Top view: A-frame tongue, deck between the rails (a deckover deck spans over the tires). */}
      <path d="M22 215 L100 180 M22 215 L100 250" stroke={STEEL} strokeWidth={6} />
      <rect x={14} y={209} width={16} height={12} rx={3} fill={STEEL} />
      <rect
        x={100}
        y={variant === 'deckover' ? 156 : 168}
        width={262}
        height={variant === 'deckover' ? 118 : 94}
        fill={variant === 'deckover' ? '#efe7da' : DECK}
        stroke={STEEL}
        strokeWidth={3}
      />
      {variant !== 'deckover' &&
        axles.map((x) => (
          <g key={x}>
            <Tire x={x} y={161} />
            <Tire x={x} y={269} />
          </g>
        ))}
      <Marker n={1} x={118} y={215} />
      <Marker n={2} x={196} y={variant === 'deckover' ? 274 : 262} />
      <Marker n={3} x={362} y={215} />
      <Marker n={4} x={196} y={variant === 'deckover' ? 156 : 168} />
    </DrawingSvg>
  );
}
