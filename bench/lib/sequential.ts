import { loadavg } from 'node:os';

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * One caller asking again and again, warm (`warmup` calls first), for `seconds` (at least `minRuns`
 * calls): the time of each call, sorted.
 */
export async function timeCalls(
  call: () => Promise<unknown>,
  { seconds, warmup = 5, minRuns = 20 }: { seconds: number; warmup?: number; minRuns?: number },
): Promise<{ p50: number; p95: number; runs: number }> {
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (times.length < minRuns || performance.now() < until) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs: times.length };
}

/** The machine's 1-minute load average beside its cores, said beside figures taken on a shared machine. */
export const machineLoad = () => `load average ${loadavg()[0]?.toFixed(1)} when measured`;
