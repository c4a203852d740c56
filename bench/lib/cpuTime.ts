import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux builds for x86 and ARM). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds (user + system) used so far by process `pid` and every process below it (`tsx`
 * runs the server in a child of its own), read from Linux's /proc; NaN where /proc is missing.
 */
export function cpuMsOfTree(pid: number): number {
  try {
    return ticksOf(pid) * (1000 / TICKS_PER_SECOND);
  } catch {
    return Number.NaN;
  }
}

function ticksOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: utime is 14th, stime 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let ticks = Number(fields[11]) + Number(fields[12]);
  for (const child of childrenOf(pid)) {
    try {
      ticks += ticksOf(child);
    } catch {
      // Ended between the listing and the read.
    }
  }
  return ticks;
}

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

/** CPU milliseconds the server spent per answered request while `run` ran. */
export async function cpuPerRequest<T extends { requests: number }>(
  pid: number,
  run: () => Promise<T>,
): Promise<T & { cpuMsPerRequest: number }> {
  const before = cpuMsOfTree(pid);
  const result = await run();
  const used = cpuMsOfTree(pid) - before;
  return { ...result, cpuMsPerRequest: result.requests > 0 ? used / result.requests : Number.NaN };
}

/** The processes below `pid`, nearest first. */
export function descendantsOf(pid: number): number[] {
  const children = childrenOf(pid);
  return [...children, ...children.flatMap(descendantsOf)];
}
