import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's database, for what a person reads off the screen (a captcha's answer). */
    databaseUrl: string;
  }
}

const repoRoot = join(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer ${url}/healthz within ${STARTUP_TIMEOUT_MS / 1000}s:\n${output()}`,
  );
}

/** Starts the one-process server on a free port with a fresh SQLite database seeded with the demo school. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'school-e2e-'));
  const port = await freePort();
  const databaseUrl = `sqlite:${join(dataDir, 'e2e.db')}`;
  const server = spawn('npx', ['tsx', 'gateway/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // Every answer the screens receive is checked against its route's output schema.
      CONTRACT_CHECK: '1',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const stop = () => {
    // The server runs in its own process group (npx, tsx, node): end that group by its id.
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl);
  return stop;
}
