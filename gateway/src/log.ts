/** The gateway's log: one JSON line per event on stderr, silenced with LOG_LEVEL=silent. */
type Level = 'info' | 'warn' | 'error';

const order: Record<Level | 'silent', number> = { info: 1, warn: 2, error: 3, silent: 9 };

function threshold(): number {
  const level = process.env.LOG_LEVEL as Level | 'silent' | undefined;
  return (level && order[level]) ?? order.info;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const line = { level, time: new Date().toISOString(), name: 'gateway', msg, ...fields };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

export const log = {
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
