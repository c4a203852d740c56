import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

/** One server under test: a worker's own process, port, SQLite file and files store. */
export interface ServerUnderTest {
  baseUrl: string;
  /** The server's database, for what a person reads off the screen (a captcha's answer). */
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker; worker n (VITEST_POOL_ID) uses the n-th. */
    servers: ServerUnderTest[];
  }
}

const repoRoot = join(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 180_000;

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

interface RunningServer extends ServerUnderTest {
  stop(): void;
}

/** Starts the one-process server on a free port over `dir` (its SQLite file and files store). */
async function startServer(dir: string): Promise<RunningServer> {
  const port = await freePort();
  const databaseUrl = `sqlite:${join(dir, 'e2e.db')}`;
  const server = spawn('npx', ['tsx', 'gateway/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      FILES_DIR: join(dir, 'files'),
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
  // The server runs in its own process group (npx, tsx, node): end that group by its id.
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, databaseUrl, stop };
}

/** A consistent copy of a seeded server's database and files, for another server to start from. */
async function copySchool(from: string, to: string): Promise<void> {
  mkdirSync(to, { recursive: true });
  const source = new Database(join(from, 'e2e.db'), { readonly: true });
  try {
    await source.backup(join(to, 'e2e.db'));
  } finally {
    source.close();
  }
  if (existsSync(join(from, 'files'))) cpSync(join(from, 'files'), join(to, 'files'), { recursive: true });
}

/**
 * Starts one server per worker, each on a free port with its own SQLite database: the first seeds the
 * demo school into its empty database, the others start from a copy of it, so every worker's tests
 * see the same school and none sees another worker's changes.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  }
  // Vitest sets maxWorkers to 1 when files do not run in parallel.
  const workers = Math.max(1, project.config.maxWorkers);
  const dataDir = mkdtempSync(join(tmpdir(), 'school-e2e-'));
  const running: RunningServer[] = [];
  const stop = () => {
    for (const server of running) server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const seeded = join(dataDir, 'worker-1');
    mkdirSync(seeded);
    running.push(await startServer(seeded));
    for (let worker = 2; worker <= workers; worker++) {
      const dir = join(dataDir, `worker-${worker}`);
      await copySchool(seeded, dir);
      running.push(await startServer(dir));
    }
  } catch (error) {
    stop();
    throw error;
  }
  project.provide(
    'servers',
    running.map(({ baseUrl, databaseUrl }) => ({ baseUrl, databaseUrl })),
  );
  return stop;
}
