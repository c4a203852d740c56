import { type BankQuesType, QUES_TYPE_LABEL } from '@school/machines';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { produceExport } from '../../exports/index';
import { sanitizePlainText } from '../../shared/richText';
import type { Database } from '../../store/schema';
import { isSubjective } from '../../submissions/answerFormat';
import type { ResultScope } from '../scope';
import { lettersOf, paperOf } from '../summary';
import { transcript } from '../transcriptQueries';
import type { PaperSheet } from './paperDocument';
import type { TranscriptSheet } from './transcriptSheet';

const WORKER = new URL('./transcriptWorker.ts', import.meta.url);
const EXPORT_TOO_LARGE = '成绩单过大，无法导出';
const ZONE = 'Asia/Shanghai';

const duration = (seconds: number | null) =>
  seconds === null ? '-' : `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;
const time = (seconds: number | null) =>
  seconds === null ? '-' : DateTime.fromSeconds(seconds, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm');

/** The transcript of a scope as sheet rows, with the screen's columns (score or rate by the homework). */
async function transcriptSheet(db: Kysely<Database>, scope: ResultScope): Promise<TranscriptSheet> {
  const { list } = await transcript(db, scope, { page: 1, limit: 1_000_000 });
  const scored = Number(scope.homework.is_set_score) === 2;
  const value = (score: number | null, rate: number | null) =>
    scored ? (score ?? '-') : rate === null ? '-' : `${rate}%`;
  return {
    title: scope.homework.name,
    headers: [
      '学员',
      '状态',
      '用时',
      '排名',
      scored ? '总分' : '正确率',
      scored ? '客观题得分' : '客观题正确率',
      scored ? '主观题得分' : '主观题正确率',
      '提交时间',
    ],
    rows: list.map((r) => [
      r.nickname,
      r.status === 3 ? '已批改' : '未提交',
      duration(r.answer_time),
      r.rank ?? '-',
      value(r.user_score, r.correct_rate),
      value(r.objective_score, r.objective_rate),
      value(r.subjective_score, r.subjective_rate),
      time(r.updated_at),
    ]),
  };
}

/** The transcript as .xlsx (built off the event loop), for its requester only, expiring. */
export async function exportTranscript(
  db: Kysely<Database>,
  scope: ResultScope,
  userId: number,
  now: number,
) {
  const { url, expires_at } = await produceExport(
    db,
    {
      ownerUid: userId,
      name: `${scope.homework.name}-成绩单`,
      kind: 'xlsx',
      worker: WORKER,
      input: await transcriptSheet(db, scope),
      tooLargeMessage: EXPORT_TOO_LARGE,
    },
    now,
  );
  return { url, expires_at };
}

const PAPER_WORKER = new URL('./paperWorker.ts', import.meta.url);
const plain = (html: string) => sanitizePlainText(html.replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')).trim();

/** The paper as .docx (spec: lector/teacher/homework/download), for its requester only, expiring. */
export async function exportPaper(db: Kysely<Database>, scope: ResultScope, userId: number, now: number) {
  const paper = await paperOf(db, Number(scope.homework.id));
  const scored = Number(scope.homework.is_set_score) === 2;
  const sheet: PaperSheet = {
    title: scope.homework.name,
    summary: `共${paper.items.length}题${scored ? `，满分${paper.fullTenths / 10}分` : ''}`,
    items: paper.items.map((item) => ({
      heading: `第${item.sort}题（${QUES_TYPE_LABEL[item.quesType as BankQuesType] ?? ''}${scored ? `，${item.score}分` : ''}）`,
      parent: item.parentStem === null ? null : plain(item.parentStem),
      stem: plain(item.stem),
      options: item.options.map((o) => `${String.fromCharCode(64 + o.id)}. ${plain(o.content)}`),
      answer: isSubjective(item) ? plain(item.rightAnswer) || '-' : lettersOf(item.rightIds.join(',')) || '-',
      analysis: plain(item.analysis) || '暂无解析',
    })),
  };
  const { url, expires_at } = await produceExport(
    db,
    {
      ownerUid: userId,
      name: scope.homework.name,
      kind: 'docx',
      worker: PAPER_WORKER,
      input: sheet,
      tooLargeMessage: '试卷过大，无法导出',
    },
    now,
  );
  return { url, expires_at };
}
