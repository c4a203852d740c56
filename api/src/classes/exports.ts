import type { Kysely } from 'kysely';
import { type ExportSheet, produceExport } from '../exports/index';
import type { Database } from '../store/schema';

const WORKER = new URL('./exportWorker.ts', import.meta.url);

/**
 * Study statistics as an .xlsx built in this domain's worker, stored by the exports module for the
 * staff member who asked: answers its private address `/api/exports/<token>` and its file name.
 */
export async function studyExport(
  db: Kysely<Database>,
  ownerUid: number,
  name: string,
  sheets: ExportSheet[],
  now: number,
): Promise<{ url: string; file_name: string }> {
  const { url, file_name } = await produceExport(
    db,
    {
      ownerUid,
      name,
      kind: 'xlsx',
      worker: WORKER,
      input: sheets,
      tooLargeMessage: '导出的数据过多，请缩小范围后再导出',
    },
    now,
  );
  return { url, file_name };
}
