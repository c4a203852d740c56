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
  const rows = figures.map((f) => {
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
  const header = ['benchmark', 'figure', 'value', 'baseline', 'ratio', 'target', ''];
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
