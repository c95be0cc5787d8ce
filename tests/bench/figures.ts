// A measured figure beside its target, and the closing table.
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "< 2000 ms". */
  target: string;
  pass: boolean;
}

export function below(name: string, value: number, unit: string, limit: number): Figure {
  return { name, value, unit, target: `< ${limit} ${unit}`, pass: value < limit };
}

export function atMost(name: string, value: number, unit: string, limit: number): Figure {
  return { name, value, unit, target: `≤ ${limit} ${unit}`, pass: value <= limit };
}

export function atLeast(name: string, value: number, unit: string, limit: number): Figure {
  return { name, value, unit, target: `≥ ${limit} ${unit}`, pass: value >= limit };
}

// Up to three decimals: a byte count shows 144.6, a layout shift 0.031.
const format = (value: number) => (Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000));

export function printFigure(figure: Figure): void {
  console.log(`  ${figure.pass ? 'PASS' : 'FAIL'}  ${figure.name}: ${format(figure.value)} ${figure.unit} (target ${figure.target})`);
}

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [f.name, `${format(f.value)} ${f.unit}`, f.target, f.pass ? 'PASS' : 'FAIL']);
  const header = ['figure', 'measured', 'target', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** A figure shown for comparison, without a target of its own. */
export function reported(name: string, value: number, unit: string): Figure {
  return { name, value, unit, target: 'none (reported)', pass: true };
}
