/** Told as a long report is read: its data rows read so far and in all, for a progress bar. */
export type OnRowsRead = (read: number, total: number) => void;

/** Often enough for a smooth bar on 100,000 rows, rarely enough to cost nothing. */
const ROWS_PER_REPORT = 5_000;

/** Tells `onRowsRead` at the first row after the header at `headerAt`, then every ROWS_PER_REPORT rows. */
export function reportRowsRead(onRowsRead: OnRowsRead | undefined, at: number, headerAt: number, rowCount: number): void {
  const read = at - headerAt;
  if (onRowsRead && (read === 1 || read % ROWS_PER_REPORT === 0)) onRowsRead(read, rowCount - headerAt - 1);
}
