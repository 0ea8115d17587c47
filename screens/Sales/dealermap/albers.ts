// The dealer map's projection: Albers equal-area conic for North America (standard parallels 20°N and 60°N, centre
// 40°N 96°W), scaled into the SVG's viewBox. The bundled outlines were projected with it, and dealer points are
// projected with it at run time, so both line up without any map library or tile server.
const RAD = Math.PI / 180;
const PHI1 = 20 * RAD;
const PHI2 = 60 * RAD;
const PHI0 = 40 * RAD;
const LAMBDA0 = -96 * RAD;
const N = (Math.sin(PHI1) + Math.sin(PHI2)) / 2;
const C = Math.cos(PHI1) ** 2 + 2 * N * Math.sin(PHI1);
const RHO0 = Math.sqrt(C - 2 * N * Math.sin(PHI0)) / N;

/** SVG units per unit of the unit-sphere projection, and the offset that puts the three countries in the viewBox. */
const SCALE = 600;
const OFFSET_X = 389;
const OFFSET_Y = 444;

export const MAP_WIDTH = 690;
export const MAP_HEIGHT = 740;

/** [x, y] in the map's SVG coordinates of a latitude/longitude in degrees. */
export function project(lat: number, lng: number): [number, number] {
  const phi = lat * RAD;
  const theta = N * (lng * RAD - LAMBDA0);
  const rho = Math.sqrt(C - 2 * N * Math.sin(phi)) / N;
  const x = rho * Math.sin(theta);
  const y = RHO0 - rho * Math.cos(theta);
  return [Math.round((OFFSET_X + x * SCALE) * 10) / 10, Math.round((OFFSET_Y - y * SCALE) * 10) / 10];
}
