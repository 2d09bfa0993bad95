// Plain fixed-width tables: readable in a terminal and in CI logs, no dependency needed.
export type Cell = string | number;

/**
 * Numbers are right-aligned and shown with the column's number of decimal places (`decimals[i]`,
 * default 1); text is left-aligned.
 */
export function formatTable(headers: string[], rows: Cell[][], decimals: number[] = []): string {
  const text = rows.map((row) => row.map((cell, i) => formatCell(cell, decimals[i] ?? 1)));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...text.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[], isNumber: (i: number) => boolean) =>
    cells
      .map((cell, i) => (isNumber(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const numeric = (i: number) => rows.some((row) => typeof row[i] === 'number');
  return [
    line(headers, numeric),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...text.map((row) => line(row, numeric)),
  ].join('\n');
}

function formatCell(cell: Cell, decimals: number): string {
  if (typeof cell === 'string') return cell;
  return cell.toLocaleString('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
