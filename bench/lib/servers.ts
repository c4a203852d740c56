import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  url: string;
  pid: number;
  close(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

/** Starts bench/lib/serve.ts in a child process and waits for its address. */
export async function startServer(options: {
  role: 'one' | 'api' | 'gateway' | 'web';
  databaseUrl?: string;
  upstream?: string;
}): Promise<ServerProcess> {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'bench', 'lib', 'serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_ROLE: options.role,
      ...(options.databaseUrl ? { BENCH_DATABASE_URL: options.databaseUrl } : {}),
      ...(options.upstream ? { BENCH_UPSTREAM: options.upstream } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice('READY '.length));
    });
    child.once('exit', (code) => reject(new Error(`benchmark server exited (${code}) before it was ready`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
