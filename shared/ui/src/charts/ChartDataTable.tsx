import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../components/VisuallyHidden';

/** A chart's figures, for the people who cannot see the drawing. */
export interface ChartTable {
  /** Defaults to the chart's accessible name. */
  caption?: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * The chart's figures as a table only screen readers meet; numbers keep the page's language. Shared by
 * every chart wrapper of the design system (ApexCharts, Chart.js), so they all read out the same way.
 */
export function ChartDataTable({ table, label }: { table: ChartTable; label: string }) {
  const { i18n } = useTranslation('ui');
  const format = (cell: string | number) =>
    typeof cell === 'number' ? cell.toLocaleString(i18n.language) : cell;
  return (
    // Hidden by a box that clips it: a table sizes to its content, so hidden as itself it would still
    // stick out of the page (sideways scrolling in right-to-left).
    <VisuallyHidden>
      <table>
        <caption>{table.caption ?? label}</caption>
        <thead>
          <tr>
            {table.columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {format(cell)}
                  </th>
                ) : (
                  <td key={c}>{format(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
