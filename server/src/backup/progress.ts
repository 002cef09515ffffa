/** "1 row", "12,345 rows". */
export const counted = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

/** One line of the table-by-table report both commands print. */
export const tableLine = (name: string, what: string) => `  ${name.padEnd(28)} ${what.padStart(14)}`;

/** A line every 100,000 rows of a long table, so a long run shows it is moving. */
export function everyHundredThousand(table: string, log: (line: string) => void): (rows: number) => void {
  let shown = 0;
  return (rows) => {
    if (rows - shown < 100_000) return;
    shown = rows;
    log(`  ${table}: ${counted(rows, 'row')}…`);
  };
}
