// SPEC §9: the hub reconnects after 0, 1 s, 5 s, 1 min, 2, 3, 4, 7, 15 and 30 min, then stops trying.

const second = 1000;
const minute = 60 * second;

export const hubReconnectDelays: readonly number[] = [
  0,
  1 * second,
  5 * second,
  1 * minute,
  2 * minute,
  3 * minute,
  4 * minute,
  7 * minute,
  15 * minute,
  30 * minute,
];
