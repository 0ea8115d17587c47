// The screen registry; definition types come from ./types (the screen page is engine/app/routing/ScreenPage.tsx).
export {
  screenMetas,
  routedScreens,
  findScreenByRoute,
  loadScreenDefinition,
  loadDrillDefinition,
} from './screenRegistry';
export type { ScreenMeta } from './screenRegistry';
export { canOpenScreen } from './canOpenScreen';
