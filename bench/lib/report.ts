import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

/**
 * One figure of a benchmark, beside what it is judged against: a baseline measured in the same run
 * (judged by the ratio) or a fixed target.
 */
export interface Figure {
  benchmark: string;
  name: string;
  value: number;
  unit: string;
  /** A baseline measured in the same run, e.g. the same call straight to REST. */
  baseline?: { name: string; value: number };
  /** `min`: the figure (or its ratio to the baseline) must reach `value`; `max`: must not exceed it. */
  target?: { kind: 'min' | 'max'; value: number; of: 'ratio' | 'value' };
  note?: string;
  /**
   * A cell of a table of its own (`table`, by `row` and `column`) instead of a line of the main one:
   * a grid of pages by metric reads better than one line per pair.
   */
  cell?: { table: string; row: string; column: string };
}

export const ratioOf = (f: Figure) =>
  f.baseline && f.baseline.value !== 0 ? f.value / f.baseline.value : undefined;

export function verdict(f: Figure): 'pass' | 'short' | '' {
  if (!f.target) return '';
  const measured = f.target.of === 'ratio' ? ratioOf(f) : f.value;
  if (measured === undefined || !Number.isFinite(measured)) return 'short';
  return (f.target.kind === 'min' ? measured >= f.target.value : measured <= f.target.value)
    ? 'pass'
    : 'short';
}

const num = (v: number) =>
  Math.abs(v) >= 1000
    ? Math.round(v).toLocaleString('en-US')
    : Math.abs(v) >= 10
      ? v.toFixed(1)
      : v.toFixed(2);

export function formatTable(figures: readonly Figure[]): string {
  const rows = figures
    .filter((f) => !f.cell)
    .map((f) => {
      const ratio = ratioOf(f);
      const target = f.target
        ? `${f.target.kind === 'min' ? '≥' : '≤'} ${num(f.target.value)}${f.target.of === 'ratio' ? '×' : ` ${f.unit}`}`
        : '';
      return [
        f.benchmark,
        f.name,
        `${num(f.value)} ${f.unit}`,
        f.baseline ? `${num(f.baseline.value)} ${f.unit} (${f.baseline.name})` : '',
        ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
        target,
        verdict(f),
      ];
    });
  return aligned(['benchmark', 'figure', 'value', 'baseline', 'ratio', 'target', ''], rows);
}

/**
 * The figures that are cells, one grid per table: a row per `row`, a column per `column` (with its
 * unit), a cell with a target showing it and whether it was missed.
 */
export function formatCellTables(figures: readonly Figure[]): string[] {
  const tables = new Map<string, Figure[]>();
  for (const f of figures) if (f.cell) tables.set(f.cell.table, [...(tables.get(f.cell.table) ?? []), f]);
  return [...tables].map(([table, cells]) => {
    const units = new Map(cells.map((f) => [f.cell?.column ?? '', f.unit]));
    const rowNames = [...new Set(cells.map((f) => f.cell?.row ?? ''))];
    const header = [table, ...[...units].map(([column, unit]) => `${column} (${unit})`)];
    const rows = rowNames.map((row) => [
      row,
      ...[...units.keys()].map((column) => {
        const f = cells.find((c) => c.cell?.row === row && c.cell.column === column);
        if (!f) return '';
        if (!f.target) return num(f.value);
        const short = verdict(f) === 'short' ? ', short' : '';
        return `${num(f.value)} (${f.target.kind === 'min' ? '≥' : '≤'} ${num(f.target.value)}${short})`;
      }),
    ]);
    return aligned(header, rows);
  });
}

function aligned(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Writes the run under bench/results/ with the commit, the machine and the date; returns the path. */
export function writeResults(figures: readonly Figure[], dir: string): string {
  const commit = tryGit(['rev-parse', 'HEAD']);
  const dirty = tryGit(['status', '--porcelain']) !== '';
  const date = new Date().toISOString();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${date.replace(/[:.]/g, '-')}.json`);
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
  };
  const body = {
    date,
    commit,
    dirty,
    machine,
    figures: figures.map((f) => ({ ...f, ratio: ratioOf(f), verdict: verdict(f) })),
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}

function tryGit(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
