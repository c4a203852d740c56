import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * CSV as LibreOffice writes it: comma, double quote, UTF-8, every text cell quoted (so a number is
 * told from text by its missing quotes), formulas as their results, every sheet to its own file
 * (`<file>-<sheet>.csv`).
 */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,false,false,false,-1';

/** Fails with the way to install it when a tool of the suite is missing. */
export async function requireTool(command: string, debianPackage: string) {
  try {
    await run('sh', ['-c', `command -v ${command}`]);
  } catch {
    throw new Error(
      `${command} is missing: the office suite converts with LibreOffice headless (apt-get install ${debianPackage})`,
    );
  }
}

/**
 * Converts `files` in one LibreOffice process (a profile of its own, so a running LibreOffice does
 * not take the job) into `outDir`; answers the names of the files it wrote.
 */
export async function convert(files: string[], target: 'csv' | 'pdf', outDir: string, profile: string) {
  await run(
    'soffice',
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      target === 'csv' ? CSV_FILTER : 'pdf',
      '--outdir',
      outDir,
      ...files,
    ],
    { timeout: 300_000 },
  );
  return (await readdir(outDir)).filter((f) => f.endsWith(`.${target}`));
}

/** One CSV cell: its text and whether LibreOffice quoted it (text) or not (a number, a date, empty). */
export interface CsvCell {
  text: string;
  quoted: boolean;
}

/** The rows of a CSV LibreOffice wrote (no line breaks inside cells in these exports). */
export function parseCsv(csv: string): CsvCell[][] {
  return csv
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .slice(0, -1)
        .map(([, field = '']) =>
          field.startsWith('"')
            ? { text: field.slice(1, -1).replaceAll('""', '"'), quoted: true }
            : { text: field, quoted: false },
        ),
    );
}

export const readCsv = async (file: string) => parseCsv(await readFile(file, 'utf8'));

/** The text of a PDF, page by page, laid out as printed (poppler's pdftotext). */
export async function pdfPages(file: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 32 * 1024 * 1024 });
  return stdout.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
}

/** How many images a PDF draws (poppler's pdfimages). */
export async function pdfImageCount(file: string): Promise<number> {
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length;
}

/** Page 1 of a PDF as a PNG at `dpi` (what a person would see). */
export async function renderFirstPage(pdf: string, png: string, dpi = 60) {
  await run('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    png.replace(/\.png$/, ''),
  ]);
}

export const base = (file: string) => path.basename(file).replace(/\.[a-z]+$/, '');
