import { mkdtempSync, openAsBlob, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleMp4 } from '../../api/src/courseware/sampleFiles';
import { DEFAULT_SCALE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/demo/scale';
import type { Figure } from '../lib/report';
import { seedSchool } from '../lib/school';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const MB = 1024 * 1024;

/** The server and every process under it (tsx starts node as its child). */
function processTree(pid: number): number[] {
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((task) =>
        readFileSync(`/proc/${p}/task/${task}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i] as number));
  return all;
}

/** Resident memory of the server's processes, in bytes. */
function rssOf(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
  }
  return total;
}

/**
 * Uploading courseware video through `POST /api/lector/courseWare/upload` (multipart, streamed to
 * disk while hashed, then checked by content): the time of a 100 MB upload, and the server's peak
 * resident memory during a 10 MB and a 100 MB upload in the same run. Target (courseware issue):
 * memory does not grow with the file size, so the 100 MB peak stays within 1.2× the 10 MB peak.
 */
export async function coursewareUploadBenchmark(_options: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool({ ...DEFAULT_SCALE, homeworkPerClass: 0 });
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-files-'));
  const work = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const before = process.env.FILES_DIR;
  process.env.FILES_DIR = filesDir;
  const server = await startServer({ role: 'api', databaseUrl: school.url });
  if (before === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = before;
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: DEMO_ACCOUNTS.teacher, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const pids = processTree(server.pid);

    const upload = async (bytes: number, name: string) => {
      const file = join(work, name);
      // Distinct contents each time, so the store never short-cuts a file it already holds.
      const head = sampleMp4(0);
      writeFileSync(file, Buffer.concat([head, Buffer.alloc(bytes - head.length, name.length)]));
      const form = new FormData();
      form.set('ware_type', '3');
      form.set('file', await openAsBlob(file), name);
      let peak = rssOf(pids);
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(pids));
      }, 10);
      const started = performance.now();
      const res = await fetch(`${server.url}/api/lector/courseWare/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(pids));
      const body = (await res.json()) as { code: number; msg: string };
      if (res.status !== 200) throw new Error(`upload of ${name}: ${res.status} ${body.msg}`);
      rmSync(file, { force: true });
      return { seconds, peak };
    };

    await upload(1 * MB, 'warm.mp4');
    const small = await upload(10 * MB, 'ten.mp4');
    // Exactly the 100 MB cap, which the upload admits.
    const large = await upload(100 * MB, 'hundred.mp4');
    return [
      {
        benchmark: 'coursewareUpload',
        name: '100 MB video upload',
        value: large.seconds,
        unit: 's',
        note: `${(100 / large.seconds).toFixed(1)} MB/s; 10 MB took ${small.seconds.toFixed(2)} s`,
      },
      {
        benchmark: 'coursewareUpload',
        name: 'server peak memory, 100 MB upload',
        value: Math.round(large.peak / MB),
        unit: 'MB',
        baseline: { name: 'server peak memory, 10 MB upload', value: Math.round(small.peak / MB) },
        target: { kind: 'max', value: 1.2, of: 'ratio' },
      },
    ];
  } finally {
    await server.close();
    await school.drop();
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}
