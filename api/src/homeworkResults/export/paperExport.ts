import { type BankQuesType, QUES_TYPE_LABEL } from '@school/machines';
import type { Kysely } from 'kysely';
import { produceExport, richTextImages } from '../../exports/index';
import type { Database } from '../../store/schema';
import { isSubjective } from '../../submissions';
import type { ResultScope } from '../scope';
import { lettersOf, type PaperItem, paperOf } from '../summary';
import type { PaperPart, PaperQuestion, PaperSheet, PaperVersion } from './paperDocument';

const PAPER_WORKER = new URL('./paperWorker.ts', import.meta.url);
const MATERIAL = QUES_TYPE_LABEL[6 as BankQuesType];
const NO_ANALYSIS = '暂无解析';

const typeLabel = (item: PaperItem) => QUES_TYPE_LABEL[item.quesType as BankQuesType] ?? '';
const points = (tenths: number) => `${tenths / 10}分`;

/** A question's answer and analysis, for the teacher's version only. */
function answerOf(item: PaperItem): Pick<PaperPart, 'answer' | 'analysis'> {
  const answer = isSubjective(item) ? item.rightAnswer : lettersOf(item.rightIds.join(','));
  return { answer: answer.trim() === '' ? '-' : answer, analysis: item.analysis.trim() || NO_ANALYSIS };
}

function partOf(item: PaperItem, heading: string, version: PaperVersion): PaperPart {
  return {
    heading,
    stem: item.stem,
    options: item.options.map((o) => ({ letter: String.fromCharCode(64 + o.id), content: o.content })),
    ...(version === 'teacher' ? answerOf(item) : {}),
  };
}

/**
 * The paper's questions in order: a material question is one question, its material once and its
 * sub-questions numbered （1）（2）… under it; scores only when the homework is scored.
 */
export function paperQuestions(items: PaperItem[], scored: boolean, version: PaperVersion): PaperQuestion[] {
  const questions: PaperQuestion[] = [];
  const score = (tenths: number) => (scored ? `，${points(tenths)}` : '');
  for (let i = 0; i < items.length; ) {
    const item = items[i] as PaperItem;
    const number = questions.length + 1;
    if (item.parentId === null) {
      questions.push({
        heading: `第${number}题（${typeLabel(item)}${score(Math.round(item.score * 10))}）`,
        material: null,
        parts: [partOf(item, '', version)],
      });
      i += 1;
      continue;
    }
    const subs = [];
    for (; i < items.length && items[i]?.parentId === item.parentId; i += 1) subs.push(items[i] as PaperItem);
    const total = subs.reduce((sum, s) => sum + Math.round(s.score * 10), 0);
    questions.push({
      heading: `第${number}题（${MATERIAL}${scored ? `，共${points(total)}` : ''}）`,
      material: item.parentStem ?? '',
      parts: subs.map((s, k) =>
        partOf(s, `（${k + 1}）${typeLabel(s)}${score(Math.round(s.score * 10))}`, version),
      ),
    });
  }
  return questions;
}

/**
 * The paper as .docx (spec: lector/teacher/homework/download), for its requester only, expiring: the
 * teacher's version by default, the student's (no answers, no analysis) when asked for.
 */
export async function exportPaper(
  db: Kysely<Database>,
  scope: ResultScope,
  userId: number,
  now: number,
  version: PaperVersion = 'teacher',
) {
  const paper = await paperOf(db, Number(scope.homework.id));
  const scored = Number(scope.homework.is_set_score) === 2;
  const questions = paperQuestions(paper.items, scored, version);
  const html = questions.flatMap((q) => [
    q.material ?? '',
    ...q.parts.flatMap((p) => [p.stem, ...p.options.map((o) => o.content), p.answer ?? '', p.analysis ?? '']),
  ]);
  const sheet: PaperSheet = {
    title: scope.homework.name,
    summary: `共${paper.items.length}题${scored ? `，满分${paper.fullTenths / 10}分` : ''}${
      version === 'teacher' ? '（教师版，含参考答案与解析）' : '（学生版）'
    }`,
    questions,
    images: await richTextImages(html),
  };
  const { url, expires_at } = await produceExport(
    db,
    {
      ownerUid: userId,
      name: version === 'teacher' ? scope.homework.name : `${scope.homework.name}-学生版`,
      kind: 'docx',
      worker: PAPER_WORKER,
      input: sheet,
      tooLargeMessage: '试卷过大，无法导出',
    },
    now,
  );
  return { url, expires_at };
}
