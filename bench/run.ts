/**
 * `npm run bench [-- name …]`: runs the benchmarks (all, or those named), prints one table of figures
 * beside their baselines or targets, and writes the same as JSON under bench/results/. Shortfalls are
 * reported, not failed on. BENCH_SECONDS sets each load phase (default 8). The deadline rush
 * (`npm run bench -- rush`) runs only when named.
 */
import { join } from 'node:path';
import { appendBenchmark } from './benchmarks/append';
import { classStatisticsBenchmark } from './benchmarks/classStatistics';
import { communityBenchmark } from './benchmarks/community';
import { coursewareUploadBenchmark } from './benchmarks/coursewareUpload';
import { gatewayBenchmark } from './benchmarks/gateway';
import { gradebookBenchmark } from './benchmarks/gradebook';
import { gradingBenchmark } from './benchmarks/grading';
import { growthBenchmark } from './benchmarks/growth';
import { homeBenchmark } from './benchmarks/home';
import { lighthouseBenchmark } from './benchmarks/lighthouse';
import type { BenchOptions } from './benchmarks/options';
import { processesBenchmark } from './benchmarks/processes';
import { replayBenchmark } from './benchmarks/replay';
import { resultsBenchmark } from './benchmarks/results';
import { rushBenchmark } from './benchmarks/rush';
import { staffBenchmark } from './benchmarks/staff';
import { webBenchmark } from './benchmarks/web';
import { type Figure, formatCellTables, formatTable, writeResults } from './lib/report';

const benchmarks: Record<string, (options: BenchOptions) => Promise<Figure[]>> = {
  gateway: gatewayBenchmark,
  append: appendBenchmark,
  replay: replayBenchmark,
  staff: staffBenchmark,
  growth: growthBenchmark,
  processes: processesBenchmark,
  web: webBenchmark,
  lighthouse: lighthouseBenchmark,
  classStatistics: classStatisticsBenchmark,
  grading: gradingBenchmark,
  results: resultsBenchmark,
  coursewareUpload: coursewareUploadBenchmark,
  community: communityBenchmark,
  gradebook: gradebookBenchmark,
  home: homeBenchmark,
  rush: rushBenchmark,
};

process.env.LOG_LEVEL = 'silent';
const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in benchmarks));
if (unknown.length > 0) {
  console.error(`unknown benchmark: ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
// Run only when named: the deadline rush alone takes longer than the whole bench's 15 minutes.
const onlyWhenNamed = new Set(['rush']);
const options: BenchOptions = { seconds: Number(process.env.BENCH_SECONDS ?? 8) };
const figures: Figure[] = [];
let failed = 0;
for (const name of names.length > 0 ? names : Object.keys(benchmarks).filter((n) => !onlyWhenNamed.has(n))) {
  const started = performance.now();
  process.stdout.write(`running ${name}… `);
  try {
    figures.push(...((await benchmarks[name]?.(options)) ?? []));
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    failed += 1;
    console.log('failed');
    console.error(error);
    figures.push({ benchmark: name, name: 'did not run', value: Number.NaN, unit: '', note: String(error) });
  }
}
console.log(`\n${formatTable(figures)}\n`);
for (const table of formatCellTables(figures)) console.log(`${table}\n`);
for (const f of figures.filter((f) => f.note)) console.log(`  ${f.benchmark} / ${f.name}: ${f.note}`);
console.log(`\nwritten to ${writeResults(figures, join(import.meta.dirname, 'results'))}`);
process.exit(failed > 0 ? 1 : 0);
