// jsdom has no canvas, so unit tests replace glide's DataEditor with a table built from the same getCellContent
// callback (what glide's own accessibility table shows); double-clicking a cell activates it like glide does.
import type { GridCell, GridColumn, Item } from '@glideapps/glide-data-grid';

interface FakeEditorProps {
  columns: readonly GridColumn[];
  rows: number;
  getCellContent: (cell: Item) => GridCell;
  onCellActivated?: (cell: Item) => void;
  onCellContextMenu?: (cell: Item, event: { preventDefault: () => void }) => void;
  onHeaderClicked?: (col: number, event: unknown) => void;
}

function cellText(cell: GridCell): string {
  const c = cell as { displayData?: unknown; data?: unknown };
  if (typeof c.displayData === 'string') return c.displayData;
  return c.data === undefined ? '' : String(c.data);
}

export default function FakeDataEditor({
  columns,
  rows,
  getCellContent,
  onCellActivated,
  onCellContextMenu,
  onHeaderClicked,
}: FakeEditorProps) {
  return (
    <table role="grid">
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} role="columnheader" onClick={() => onHeaderClicked?.(i, {})}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, r) => (
          <tr key={r}>
            {columns.map((_, c) => (
              <td
                key={c}
                role="gridcell"
                onDoubleClick={() => onCellActivated?.([c, r])}
                onContextMenu={(event) => onCellContextMenu?.([c, r], event)}
              >
                {cellText(getCellContent([c, r]))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const GridCellKind = {
  Uri: 'uri',
  Text: 'text',
  Image: 'image',
  RowID: 'row-id',
  Number: 'number',
  Bubble: 'bubble',
  Boolean: 'boolean',
  Loading: 'loading',
  Markdown: 'markdown',
  Drilldown: 'drilldown',
  Protected: 'protected',
  Custom: 'custom',
};
export const DataEditor = FakeDataEditor;
// The portal's editor (engine/views/grid/PortalDataEditor.tsx) is glide's core editor with a chosen renderer list.
export const DataEditorCore = FakeDataEditor;
const fakeRenderer = (kind: string) => ({ kind, draw: () => undefined });
export const markerCellRenderer = fakeRenderer('marker');
export const newRowCellRenderer = fakeRenderer('new-row');
export const booleanCellRenderer = fakeRenderer(GridCellKind.Boolean);
export const bubbleCellRenderer = fakeRenderer(GridCellKind.Bubble);
export const drilldownCellRenderer = fakeRenderer(GridCellKind.Drilldown);
export const loadingCellRenderer = fakeRenderer(GridCellKind.Loading);
export const numberCellRenderer = fakeRenderer(GridCellKind.Number);
export const protectedCellRenderer = fakeRenderer(GridCellKind.Protected);
export const rowIDCellRenderer = fakeRenderer(GridCellKind.RowID);
export const textCellRenderer = fakeRenderer(GridCellKind.Text);
export const uriCellRenderer = fakeRenderer(GridCellKind.Uri);
export const sprites = {};
export const roundedRect = () => undefined;
export class ImageWindowLoaderImpl {}
