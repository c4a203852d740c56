import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LighthouseFigures, openLighthouse, type Preset } from '../lib/lighthouse';
import { CHROMIUM_PATH, pageWeight } from '../lib/pageWeight';
import type { Figure } from '../lib/report';
import { startServer } from '../lib/servers';
import { signedInPages } from '../lib/staffPages';
import { studentPages } from '../lib/studentPages';
import { buildWebOnce } from '../lib/webBuild';
import type { BenchOptions } from './options';

/** Lighthouse's performance score each page should reach on a quiet 2-core machine. */
const PERFORMANCE_TARGET: Record<Preset, number> = { desktop: 95, mobile: 80 };
const TABLE = 'Lighthouse (signed in)';

const cells = (page: string, preset: Preset, lh: LighthouseFigures): Figure[] => {
  const at = (column: string) => ({ table: TABLE, row: `${page}, ${preset}`, column });
  return [
    {
      benchmark: 'lighthouse',
      name: `${page}, ${preset}: performance`,
      value: lh.performance,
      unit: 'score',
      target: { kind: 'min', value: PERFORMANCE_TARGET[preset], of: 'value' },
      cell: at('performance'),
    },
    {
      benchmark: 'lighthouse',
      name: `${page}, ${preset}: LCP`,
      value: lh.lcpMs,
      unit: 'ms',
      cell: at('LCP'),
    },
    {
      benchmark: 'lighthouse',
      name: `${page}, ${preset}: TBT`,
      value: lh.tbtMs,
      unit: 'ms',
      cell: at('TBT'),
    },
    {
      benchmark: 'lighthouse',
      name: `${page}, ${preset}: bytes`,
      value: lh.bytes / 1024,
      unit: 'KB',
      cell: at('bytes'),
    },
    {
      benchmark: 'lighthouse',
      name: `${page}, ${preset}: requests`,
      value: lh.requests,
      unit: 'requests',
      cell: at('requests'),
    },
  ];
};

/**
 * The web app as `npm start` serves it (built, compressed, first-start demo school): the homework
 * list's bytes over the wire and requests on an empty cache, signed in as the demo teacher; then
 * Lighthouse's desktop and mobile presets on the login page, the workbench, the homework list, a
 * homework's detail, its grading page and its class's detail; and, signed in as the demo student, the
 * student side at the mobile preset only (it is built for phones): the homework list, an answer sheet,
 * a reviewed homework's feedback, the exam list and the schedule.
 */
export async function lighthouseBenchmark(_: BenchOptions): Promise<Figure[]> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  buildWebOnce();
  return measurePages();
}

/** The figures of `lighthouseBenchmark` for the web app as it is built now. */
export async function measurePages(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startServer({ role: 'web', databaseUrl: `sqlite:${join(dir, 'school.db')}` });
  const figures: Figure[] = [];
  try {
    const session = await signedInPages(server.url);
    const list = session.pages.find((p) => p.name === 'homework list');
    if (!list) throw new Error('no homework list page');
    // The list is drawn once its table has a row.
    const weight = await pageWeight(server.url, session, list.path, '.p-datatable-tbody tr');
    figures.push(
      {
        benchmark: 'lighthouse',
        name: 'homework list over the wire (empty cache)',
        value: weight.wireBytes / 1024,
        unit: 'KB',
        target: { kind: 'max', value: 500, of: 'value' },
      },
      {
        benchmark: 'lighthouse',
        name: 'homework list requests (empty cache)',
        value: weight.requests,
        unit: 'requests',
        target: { kind: 'max', value: 30, of: 'value' },
      },
    );
    const lighthouse = await openLighthouse();
    try {
      const cookie = `${session.cookie.name}=${session.cookie.value}`;
      for (const page of session.pages) {
        for (const preset of ['desktop', 'mobile'] as const) {
          const url = `${server.url}${page.path}`;
          const lh = await lighthouse.run(url, preset, page.name === 'login' ? undefined : cookie);
          figures.push(...cells(page.name, preset, lh));
        }
      }
      const student = await studentPages(server.url);
      const studentCookie = `${student.cookie.name}=${student.cookie.value}`;
      for (const page of student.pages) {
        const lh = await lighthouse.run(`${server.url}${page.path}`, 'mobile', studentCookie);
        figures.push(...cells(page.name, 'mobile', lh));
      }
    } finally {
      lighthouse.close();
    }
    return figures;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
