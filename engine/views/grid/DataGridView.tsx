// The generic data grid (glide-data-grid): toolbar, search, column filters, grouping with group sums, totals,
// sorting by header click, resizable and movable columns, row numbers, Excel export, typed drill cells and the
// config-code eye; the layout saved per user and screen. Used by grid screens, detail tabs and dashboard widgets.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CompactSelection,
  type DrawCellCallback,
  type GridCell,
  type GridSelection,
  type Item,
} from '@glideapps/glide-data-grid';
import { PortalDataEditor } from './PortalDataEditor';
import '@glideapps/glide-data-grid/dist/index.css';
import { Box } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Column } from '../../screen/types';
import { useOpenDrill } from '../../stores/drillStore';
import { EmptyState, ErrorState, LoadingState, PromptState } from '../../ui/ScreenStates';
import { buildGridColumns, ROW_NUMBER_ID } from './columns/gridColumns';
import { cellFor, groupLabel } from './cells/cellContent';
import { drawEyeIcon, EYE_ZONE } from './cells/drawEyeIcon';
import type { Row } from './state/buildView';
import { useGridView } from './state/useGridView';
import type { ColumnTable } from '../../bigdata/columnTable';
import { visibleColumns } from './state/gridLayout';
import { useGridLayout } from './state/useGridLayout';
import { GridToolbar } from './toolbar/GridToolbar';
import { createExportProgressStore } from './toolbar/exportProgressStore';
import { ensurePortal } from './ensurePortal';
import { useBoxHeight } from './useBoxHeight';
import { GROUP_ROW_BG, gridTheme, TOTALS_ROW_BG } from './gridTheme';
import { t } from '../../i18n/translate';

export interface GridOptions {
  search?: boolean;
  filterRow?: boolean;
  grouping?: boolean;
  groupBy?: string[];
  columnChooser?: boolean;
  export?: boolean;
  rowNumbers?: boolean;
  stateSaving?: boolean;
  height?: string;
  summaries?: boolean;
}

/** The ticked rows of a grid, by the value of their rowKey field. */
export interface GridRowSelection {
  rowKey: string;
  rows: ReadonlyMap<unknown, Row>;
  onChange: (rows: Map<unknown, Row>) => void;
}

export interface DataGridViewProps {
  /** Screen id (plus a suffix for tabs/widgets); layouts are saved under it per user. */
  gridId?: string;
  columns: readonly Column[];
  /** Row objects, or a big answer's typed columns (filtered and sorted in the big-data worker). */
  rows: readonly Row[] | ColumnTable;
  options?: GridOptions;
  isLoading?: boolean;
  error?: Error | null;
  /** Shown instead of the empty state while a required filter is empty (nothing was searched yet). */
  prompt?: string | null;
  /** Background colour for a data row (e.g. late purchase order lines), or undefined. */
  rowBackground?: (row: Row) => string | undefined;
  /** Small embedded grids (dashboard widgets) have no toolbar. */
  toolbar?: boolean;
  /** Double-click (or Enter) on a data row outside a drill column, e.g. to open the row's record in a dialog. */
  onRowActivated?: (row: Row) => void;
  /** Right-click on a data row: the row's menu (a grid's row actions); the browser's own menu stays elsewhere. */
  onRowMenu?: (row: Row) => void;
  /**
   * Tick boxes on the data rows (a grid's toolbar actions on a selection): the ticked rows' keys (values of rowKey),
   * kept across sorting, filtering and grouping, and told to onSelectionChange with the ticked rows.
   */
  selection?: GridRowSelection;
}

const NO_GROUPS: string[] = [];
const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 36;
/** Room under the rows for a horizontal scrollbar, so a short list never scrolls vertically because of it. */
const SCROLLBAR_ROOM = 16;
/** The grid box's 1px border, top and bottom (Mantine boxes are border-box). */
const BORDER = 2;

export function DataGridView(props: DataGridViewProps) {
  const {
    gridId,
    rows,
    options = {},
    isLoading,
    error,
    prompt,
    rowBackground,
    toolbar = true,
    onRowActivated,
    onRowMenu,
    selection,
  } = props;
  const columns = useMemo(
    () => (options.summaries === false ? props.columns.map((c) => ({ ...c, summary: undefined })) : props.columns),
    [props.columns, options.summaries],
  );
  const features = {
    search: options.search ?? true,
    filterRow: options.filterRow ?? true,
    grouping: options.grouping ?? true,
    columnChooser: options.columnChooser ?? true,
    export: options.export ?? true,
    stateSaving: (options.stateSaving ?? true) && Boolean(gridId),
  };
  const { layout, update, reset } = useGridLayout(
    gridId,
    columns,
    options.groupBy ?? NO_GROUPS,
    options.rowNumbers ?? false,
    features.stateSaving,
  );
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [exportProgress] = useState(createExportProgressStore);
  const setExportProgress = exportProgress.set;
  const openDrill = useOpenDrill();
  useEffect(ensurePortal, []);

  const visible = useMemo(() => visibleColumns(columns, layout), [columns, layout]);
  const view = useGridView(rows, visible, layout, collapsed);
  const offset = layout.rowNumbers ? 1 : 0;
  const gridColumns = useMemo(
    () => buildGridColumns(visible, layout, view.filteredCount),
    [visible, layout, view.filteredCount],
  );

  const labelSpanEnd = useMemo(() => {
    const firstSummary = visible.findIndex((c) => c.summary);
    return firstSummary > 0 ? firstSummary - 1 : firstSummary === 0 ? 0 : Math.max(0, visible.length - 1);
  }, [visible]);

  const columnAt = useCallback((col: number): Column | undefined => visible[col - offset], [visible, offset]);
  const { displayAt } = view;

  // The ticked rows as glide's row selection: the display rows (data rows only) whose key is ticked; the focused cell
  // is glide's own (a double-click activates the cell it focused).
  const [focusedCell, setFocusedCell] = useState<GridSelection['current']>(undefined);
  const gridSelection = useMemo((): GridSelection | undefined => {
    if (!selection) return undefined;
    let rows = CompactSelection.empty();
    for (let i = 0; i < view.displayCount; i++) {
      const display = displayAt(i);
      if (display?.kind === 'data' && selection.rows.has(display.row[selection.rowKey])) rows = rows.add(i);
    }
    return { columns: CompactSelection.empty(), rows, current: focusedCell };
  }, [selection, view.displayCount, displayAt, focusedCell]);
  const onGridSelectionChange = useCallback(
    (next: GridSelection) => {
      if (!selection) return;
      setFocusedCell(next.current);
      // Rows not on screen (filtered out, in a collapsed group) keep their tick; group and totals rows have none.
      const ticked = new Map(selection.rows);
      for (let i = 0; i < view.displayCount; i++) {
        const display = displayAt(i);
        if (display?.kind !== 'data') continue;
        const key = display.row[selection.rowKey];
        if (next.rows.hasIndex(i)) ticked.set(key, display.row);
        else ticked.delete(key);
      }
      selection.onChange(ticked);
    },
    [selection, view.displayCount, displayAt],
  );

  const getCellContent = useCallback(
    ([col, row]: Item): GridCell => {
      const display = displayAt(row);
      const column = columnAt(col);
      if (!display || (!column && col >= offset))
        return cellFor({ kind: 'totals', sums: {} }, visible[0] ?? ({} as Column), 1);
      if (col < offset) {
        const label = display.kind === 'data' ? String(display.number) : '';
        return {
          kind: 'text' as never,
          data: label,
          displayData: label,
          allowOverlay: false,
          readonly: true,
          contentAlign: 'right',
        } as GridCell;
      }
      const index = col - offset;
      // A group's label spans the columns up to its first summary, so it is never cut off at the first column.
      if (display.kind === 'group' && index <= labelSpanEnd && !column!.summary) {
        const caption = columns.find((c) => c.field === display.field)?.caption ?? display.field;
        const label = groupLabel(display, caption, collapsed.has(display.key));
        return {
          kind: 'text' as never,
          data: label,
          displayData: label,
          allowOverlay: false,
          readonly: true,
          span: [offset, offset + labelSpanEnd],
          themeOverride: { baseFontStyle: '600 13px' },
        } as GridCell;
      }
      return cellFor(display, column!, index, (gridColumns[col] as { width?: number } | undefined)?.width);
    },
    [displayAt, columnAt, offset, visible, columns, collapsed, labelSpanEnd, gridColumns],
  );

  const onHeaderClicked = useCallback(
    (col: number) => {
      const column = columnAt(col);
      if (!column) return;
      const current = layout.sort?.field === column.field ? layout.sort.direction : undefined;
      // Clicking cycles ascending → descending → unsorted.
      const sort =
        current === undefined
          ? { field: column.field, direction: 'asc' as const }
          : current === 'asc'
            ? { field: column.field, direction: 'desc' as const }
            : null;
      update({ sort });
    },
    [columnAt, layout.sort, update],
  );

  const onColumnResize = useCallback(
    (column: { id?: string }, newSize: number) => {
      if (!column.id || column.id === ROW_NUMBER_ID) return;
      update({ widths: { ...layout.widths, [column.id]: newSize } });
    },
    [layout.widths, update],
  );

  const onColumnMoved = useCallback(
    (start: number, end: number) => {
      const from = columnAt(start);
      const to = columnAt(Math.max(end, offset));
      if (!from || !to) return;
      const order = layout.order.filter((f) => f !== from.field);
      const target = order.indexOf(to.field);
      order.splice(end > start ? target + 1 : target, 0, from.field);
      update({ order });
    },
    [columnAt, offset, layout.order, update],
  );

  const drillValue = (column: Column, row: Row) => row[column.drillField ?? column.field] ?? row[column.field];

  const onCellActivated = useCallback(
    ([col, row]: Item) => {
      const display = displayAt(row);
      const column = columnAt(col);
      if (display?.kind !== 'data') return;
      if (column?.drill) openDrill(column.drill, drillValue(column, display.row));
      else onRowActivated?.(display.row);
    },
    [displayAt, columnAt, openDrill, onRowActivated],
  );

  const onCellContextMenu = useCallback(
    ([, row]: Item, event: { preventDefault: () => void }) => {
      const display = displayAt(row);
      if (!onRowMenu || display?.kind !== 'data') return;
      event.preventDefault();
      onRowMenu(display.row);
    },
    [displayAt, onRowMenu],
  );

  const onCellClicked = useCallback(
    ([col, row]: Item, event: { localEventX: number; bounds: { width: number }; isDoubleClick?: boolean }) => {
      const display = displayAt(row);
      if (display?.kind === 'group') {
        setCollapsed((s) => {
          const next = new Set(s);
          if (next.has(display.key)) next.delete(display.key);
          else next.add(display.key);
          return next;
        });
        return;
      }
      const column = columnAt(col);
      if (
        display?.kind === 'data' &&
        column?.drill === 'configCode' &&
        event.localEventX >= event.bounds.width - EYE_ZONE
      ) {
        openDrill('configCode', drillValue(column, display.row));
      }
    },
    [displayAt, columnAt, openDrill],
  );

  const drawCell: DrawCellCallback = useCallback(
    (args, drawContent) => {
      drawContent();
      const column = columnAt(args.col);
      const display = displayAt(args.row);
      if (column?.drill === 'configCode' && display?.kind === 'data' && drillValue(column, display.row)) {
        drawEyeIcon(args.ctx, args.rect, args.hoverAmount > 0 ? '#0b3d6b' : '#1c63b7');
      }
    },
    [columnAt, displayAt],
  );

  const getRowThemeOverride = useCallback(
    (row: number) => {
      const display = displayAt(row);
      if (!display) return undefined;
      if (display.kind === 'group') return { bgCell: GROUP_ROW_BG };
      if (display.kind === 'totals') return { bgCell: TOTALS_ROW_BG };
      const bg = rowBackground?.(display.row);
      return bg ? { bgCell: bg } : undefined;
    },
    [displayAt, rowBackground],
  );

  const runExport = async () => {
    // SPEC §4: with grouping active, grouping is removed, the file exported, then grouping restored.
    const grouping = layout.groupBy;
    if (grouping.length) update({ groupBy: [] });
    setExportProgress(0);
    try {
      // The export code (sheet builder, XLSX writer) is its own chunk, loaded only when somebody exports.
      const { downloadBlob, exportToXlsx, EXPORT_FILE_NAME } = await import('./export/exportRows');
      const blob = await exportToXlsx(view.filtered, visible, setExportProgress);
      downloadBlob(blob, EXPORT_FILE_NAME);
    } catch (e) {
      notifications.show({
        color: 'red',
        title: t('grid.exportFailed'),
        message: (e as Error).message || t('common.actionFailed'),
      });
    } finally {
      setExportProgress(null);
      if (grouping.length) update({ groupBy: grouping });
    }
  };

  // Short lists shrink to their rows (header + rows + room for a horizontal scrollbar) instead of leaving a blank
  // 70vh box; long ones keep the declared height and scroll.
  const rowsHeight = HEADER_HEIGHT + view.displayCount * ROW_HEIGHT;
  const height = `min(${options.height ?? '70vh'}, ${rowsHeight + SCROLLBAR_ROOM + BORDER}px)`;
  // The totals row is frozen at the bottom only when the rows scroll. Glide draws a frozen trailing row at the foot of
  // the canvas and repaints the row's unfrozen slot over its upper half, so when every row fits (a short list, the
  // 120px minimum, a scrollbar's room) a frozen totals row showed a blank strip above it and "Totals" cut in half.
  // When the rows fit, the totals row is simply the last row, right under the data.
  const [boxRef, boxHeight] = useBoxHeight();
  const rowsFit = boxHeight > 0 && rowsHeight + SCROLLBAR_ROOM <= boxHeight;
  const freezeTotals = Boolean(view.totals) && boxHeight > 0 && !rowsFit;
  // The grid itself does not re-render for toolbar state (export progress, menus): glide redraws its whole canvas on
  // every render, a long task on a busy machine.
  const editor = useMemo(
    () => (
      <PortalDataEditor
        columns={gridColumns}
        rows={view.displayCount}
        getCellContent={getCellContent}
        getCellsForSelection
        width="100%"
        height="100%"
        theme={gridTheme}
        rowHeight={ROW_HEIGHT}
        headerHeight={HEADER_HEIGHT}
        smoothScrollX
        smoothScrollY
        freezeTrailingRows={freezeTotals ? 1 : 0}
        freezeColumns={offset}
        cellActivationBehavior="double-click"
        onCellActivated={onCellActivated}
        onCellContextMenu={onCellContextMenu}
        onCellClicked={onCellClicked}
        onHeaderClicked={onHeaderClicked}
        onColumnResize={onColumnResize}
        onColumnMoved={onColumnMoved}
        drawCell={drawCell}
        getRowThemeOverride={getRowThemeOverride}
        rowSelect={selection ? 'multi' : 'none'}
        columnSelect="none"
        {...(selection
          ? {
              rowMarkers: 'checkbox-visible' as const,
              rowSelectionMode: 'multi' as const,
              gridSelection,
              onGridSelectionChange,
            }
          : {})}
      />
    ),
    [
      selection,
      gridSelection,
      onGridSelectionChange,
      gridColumns,
      view.displayCount,
      getCellContent,
      freezeTotals,
      offset,
      onCellActivated,
      onCellContextMenu,
      onCellClicked,
      onHeaderClicked,
      onColumnResize,
      onColumnMoved,
      drawCell,
      getRowThemeOverride,
    ],
  );
  return (
    <Box>
      {toolbar && (
        <GridToolbar
          features={features}
          columns={columns}
          visible={visible}
          layout={layout}
          rowCount={view.filteredCount}
          exportProgress={exportProgress}
          onLayoutChange={update}
          onExport={() => void runExport()}
          onReset={() => {
            reset();
            setCollapsed(new Set());
          }}
        />
      )}
      {error ? (
        <ErrorState error={error} />
      ) : isLoading || !view.ready ? (
        <LoadingState />
      ) : view.filteredCount === 0 ? (
        prompt ? (
          <PromptState message={prompt} />
        ) : (
          <EmptyState />
        )
      ) : (
        <Box
          ref={boxRef}
          style={{
            height,
            minHeight: 120,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 6,
            overflow: 'hidden',
          }}
          data-testid="data-grid"
        >
          {editor}
        </Box>
      )}
    </Box>
  );
}
