// glide-data-grid's editor with the cell renderers the portal draws. The package's default DataEditor registers every
// renderer, and with them the markdown cell (the `marked` parser) and the image overlay editor (a carousel library):
// about a fifth of the grid's code, for cells the portal never shows (images are read-only thumbnails, no overlay).
import { useMemo, type ComponentProps } from 'react';
import {
  booleanCellRenderer,
  bubbleCellRenderer,
  DataEditorCore,
  drilldownCellRenderer,
  ImageWindowLoaderImpl,
  loadingCellRenderer,
  markerCellRenderer,
  newRowCellRenderer,
  numberCellRenderer,
  protectedCellRenderer,
  rowIDCellRenderer,
  sprites,
  textCellRenderer,
  uriCellRenderer,
  type DataEditorProps,
} from '@glideapps/glide-data-grid';
import { readOnlyImageCellRenderer } from './cells/readOnlyImageCellRenderer';

type Renderer = NonNullable<ComponentProps<typeof DataEditorCore>['renderers']>[number];

/**
 * One renderer among the editor's renderers. Each handles only cells of its own kind (glide picks the renderer by the
 * cell's kind), which the editor's single list type cannot state; glide's own AllCellRenderers is declared the same
 * way.
 */
const forKind = (renderer: { readonly kind: string }) => renderer as Renderer;

const RENDERERS: readonly Renderer[] = [
  forKind(markerCellRenderer),
  forKind(newRowCellRenderer),
  forKind(booleanCellRenderer),
  forKind(bubbleCellRenderer),
  forKind(drilldownCellRenderer),
  forKind(readOnlyImageCellRenderer),
  forKind(loadingCellRenderer),
  forKind(numberCellRenderer),
  forKind(protectedCellRenderer),
  forKind(rowIDCellRenderer),
  forKind(textCellRenderer),
  forKind(uriCellRenderer),
];

// The kinds above, checked against glide's: a kind dropped by mistake would draw nothing.
export const portalCellKinds: readonly string[] = RENDERERS.map((r) => r.kind);

export function PortalDataEditor(props: DataEditorProps) {
  const imageWindowLoader = useMemo(
    () => props.imageWindowLoader ?? new ImageWindowLoaderImpl(),
    [props.imageWindowLoader],
  );
  const headerIcons = useMemo(() => ({ ...sprites, ...props.headerIcons }), [props.headerIcons]);
  return (
    <DataEditorCore {...props} renderers={RENDERERS} headerIcons={headerIcons} imageWindowLoader={imageWindowLoader} />
  );
}
