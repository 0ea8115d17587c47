// The screen-definition types, generated from schemas/screen.schema.json; engine code imports them from here.
import type { ScreenDefinition } from '../../generated/screen';

export type * from '../../generated/screen';

export type ScreenKind = ScreenDefinition['kind'];
