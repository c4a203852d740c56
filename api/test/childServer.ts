import { type ChildProcess, spawn } from 'node:child_process';
import { restClient, type TestServer } from './httpServer';

export interface ChildServer extends Pick<TestServer, 'url' | 'call' | 'login'> {
  process: ChildProcess;
  /** Ends it with a signal and waits for it to be gone (SIGKILL: no chance to flush anything). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `fixtures/serveApi.ts` in a child process on the given database and waits until it listens. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/test/fixtures/serveApi.ts'], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`API process ended with ${code} before listening`)));
  });
  const { call, login } = restClient(url);
  return {
    url,
    call,
    process: child,
    login,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
