// Regenerates northAmericaOutlines.ts from outlineRings.ts with the map's projection:
//   npx tsx screens/Sales/dealermap/generateOutlines.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { project } from './albers';
import { OUTLINE_SOURCES } from './outlineRings';

const outlines = OUTLINE_SOURCES.map(({ code, name, rings }) => ({
  code,
  name,
  d: rings
    .map((ring) => ring.map(([lng, lat], i) => `${i ? 'L' : 'M'}${project(lat, lng).join(',')}`).join('') + 'Z')
    .join(''),
}));
const body = outlines.map((o) => `  { code: '${o.code}', name: '${o.name}', d: '${o.d}' },`).join('\n');
writeFileSync(
  join(import.meta.dirname, 'northAmericaOutlines.ts'),
  `// generated — do not edit, run npx tsx screens/Sales/dealermap/generateOutlines.ts
// SVG paths of the United States, Canada, Mexico and the Great Lakes (from outlineRings.ts, projected by albers.ts).
export interface CountryOutline {
  code: 'US' | 'CA' | 'MX' | 'LAKE';
  name: string;
  d: string;
}

export const NORTH_AMERICA_OUTLINES: CountryOutline[] = [
${body}
];
`,
);
