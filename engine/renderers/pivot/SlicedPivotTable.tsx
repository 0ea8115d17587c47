// The pivot's 'Table' renderer: the same table react-pivottable's TableRenderer draws (same cells, spans, classes and
// click-through), drawn a slice of rows per task. A 1M-row report folds to a table of ~100 rows × a dozen columns;
// drawn in one React commit (with the drag-and-drop UI around it) that is one 70–140 ms task on a busy two-core
// machine, in slices no task comes near 50 ms. The table says aria-busy until its last row is drawn.
import { memo, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { PivotData } from './pivotModules';
import { useT } from '../../i18n/translate';

/** About this many cells are drawn per task (the first slice shares its task with the pivot UI around it). */
export const CELLS_PER_SLICE = 300;

type Key = readonly (string | null)[];

type ClickCallback = (e: MouseEvent, value: unknown, filters: Record<string, unknown>, pivotData: unknown) => void;

export type SlicedPivotTableProps = Record<string, unknown> & {
  tableOptions?: { clickCallback?: ClickCallback };
  /** Rows drawn per task (tests draw them all at once with Infinity). */
  rowsPerSlice?: number;
};

/** react-pivottable's row/col span: -1 when the label repeats the one above (not drawn), else how many rows it spans. */
function spanSize(keys: readonly Key[], i: number, j: number): number {
  if (i !== 0) {
    let same = true;
    for (let x = 0; x <= j; x++) if (keys[i - 1][x] !== keys[i][x]) same = false;
    if (same) return -1;
  }
  let length = 0;
  while (i + length < keys.length) {
    let stop = false;
    for (let x = 0; x <= j; x++) if (keys[i][x] !== keys[i + length][x]) stop = true;
    if (stop) break;
    length++;
  }
  return length;
}

function SlicedPivotTableView(props: SlicedPivotTableProps) {
  const t = useT();
  const { pivotData, rowKeys, colKeys } = useMemo(() => {
    const data = new PivotData(props);
    return { pivotData: data, rowKeys: data.getRowKeys(), colKeys: data.getColKeys() };
  }, [props]);
  const perSlice = props.rowsPerSlice ?? Math.max(1, Math.floor(CELLS_PER_SLICE / (colKeys.length + 2)));
  // How many rows of this pivot are drawn; a new pivot (re-pivoted, new data) starts again from its first slice.
  const [drawn, setDrawn] = useState({ of: pivotData, rows: perSlice });
  const rows = drawn.of === pivotData ? drawn.rows : perSlice;
  const complete = rows >= rowKeys.length;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => setDrawn({ of: pivotData, rows: rows + perSlice }), 0);
    return () => clearTimeout(timer);
  }, [complete, pivotData, rows, perSlice]);

  const colAttrs = pivotData.props.cols;
  const rowAttrs = pivotData.props.rows;
  const visible = complete ? rowKeys : rowKeys.slice(0, rows);
  const callback = props.tableOptions?.clickCallback;
  const clickHandler = (value: unknown, rowValues: Key, colValues: Key) => {
    if (!callback) return undefined;
    const filters: Record<string, unknown> = {};
    colAttrs.forEach((attr, i) => {
      if (colValues[i] !== null) filters[attr] = colValues[i];
    });
    rowAttrs.forEach((attr, i) => {
      if (rowValues[i] !== null) filters[attr] = rowValues[i];
    });
    return (e: MouseEvent) => callback(e, value, filters, pivotData);
  };
  const grandTotal = pivotData.getAggregator([], []);

  return (
    <table className="pvtTable" aria-busy={complete ? undefined : true}>
      <thead>
        {colAttrs.map((c, j) => (
          <tr key={`colAttr${j}`}>
            {j === 0 && rowAttrs.length !== 0 && <th colSpan={rowAttrs.length} rowSpan={colAttrs.length} />}
            <th className="pvtAxisLabel">{c}</th>
            {colKeys.map((colKey, i) => {
              const x = spanSize(colKeys, i, j);
              if (x === -1) return null;
              return (
                <th
                  className="pvtColLabel"
                  key={`colKey${i}`}
                  colSpan={x}
                  rowSpan={j === colAttrs.length - 1 && rowAttrs.length !== 0 ? 2 : 1}
                >
                  {colKey[j]}
                </th>
              );
            })}
            {j === 0 && (
              <th className="pvtTotalLabel" rowSpan={colAttrs.length + (rowAttrs.length === 0 ? 0 : 1)}>
                {t('pivot.totals')}
              </th>
            )}
          </tr>
        ))}
        {rowAttrs.length !== 0 && (
          <tr>
            {rowAttrs.map((r, i) => (
              <th className="pvtAxisLabel" key={`rowAttr${i}`}>
                {r}
              </th>
            ))}
            <th className="pvtTotalLabel">{colAttrs.length === 0 ? t('pivot.totals') : null}</th>
          </tr>
        )}
      </thead>
      <tbody>
        {visible.map((rowKey, i) => {
          const total = pivotData.getAggregator(rowKey, []);
          return (
            <tr key={`rowKeyRow${i}`}>
              {rowKey.map((txt, j) => {
                const x = spanSize(visible, i, j);
                if (x === -1) return null;
                return (
                  <th
                    key={`rowKeyLabel${i}-${j}`}
                    className="pvtRowLabel"
                    rowSpan={x}
                    colSpan={j === rowAttrs.length - 1 && colAttrs.length !== 0 ? 2 : 1}
                  >
                    {txt}
                  </th>
                );
              })}
              {colKeys.map((colKey, j) => {
                const aggregator = pivotData.getAggregator(rowKey, colKey);
                return (
                  <td
                    className="pvtVal"
                    key={`pvtVal${i}-${j}`}
                    onClick={clickHandler(aggregator.value(), rowKey, colKey)}
                  >
                    {aggregator.format(aggregator.value())}
                  </td>
                );
              })}
              <td className="pvtTotal" onClick={clickHandler(total.value(), rowKey, [null])}>
                {total.format(total.value())}
              </td>
            </tr>
          );
        })}
        <tr>
          <th className="pvtTotalLabel" colSpan={rowAttrs.length + (colAttrs.length === 0 ? 0 : 1)}>
            {t('pivot.totals')}
          </th>
          {colKeys.map((colKey, i) => {
            const total = pivotData.getAggregator([], colKey);
            return (
              <td className="pvtTotal" key={`total${i}`} onClick={clickHandler(total.value(), [null], colKey)}>
                {total.format(total.value())}
              </td>
            );
          })}
          <td onClick={clickHandler(grandTotal.value(), [null], [null])} className="pvtGrandTotal">
            {grandTotal.format(grandTotal.value())}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export const SlicedPivotTable = memo(SlicedPivotTableView);
