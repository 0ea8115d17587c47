// The source of generated/northAmericaOutlines.ts (npm run generate): the SVG paths of the United States, Canada,
// Mexico and the Great Lakes, projected once by albers.ts from outlineRings.ts so the browser never projects them.
import { project } from './albers';
import { OUTLINE_SOURCES } from './outlineRings';

export function outlinesModule(): string {
  const outlines = OUTLINE_SOURCES.map(({ code, name, rings }) => ({
    code,
    name,
    d: rings
      .map((ring) => ring.map(([lng, lat], i) => `${i ? 'L' : 'M'}${project(lat, lng).join(',')}`).join('') + 'Z')
      .join(''),
  }));
  const body = outlines.map((o) => `  { code: '${o.code}', name: '${o.name}', d: '${o.d}' },`).join('\n');
  return `// SVG paths of the United States, Canada, Mexico and the Great Lakes (screens/Sales/dealermap/outlinesModule.ts).
export interface CountryOutline {
  code: 'US' | 'CA' | 'MX' | 'LAKE';
  name: string;
  d: string;
}

export const NORTH_AMERICA_OUTLINES: CountryOutline[] = [
${body}
];
`;
}
