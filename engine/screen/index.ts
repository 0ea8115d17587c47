// The screen registry and the screen page; definition types come from ./types.
export {
  screenMetas,
  routedScreens,
  findScreenByRoute,
  loadScreenDefinition,
  loadDrillDefinition,
} from './screenRegistry';
export type { ScreenMeta } from './screenRegistry';
export { canOpenScreen } from './canOpenScreen';
export { ScreenPage, loadScreenPage } from './ScreenPage';
