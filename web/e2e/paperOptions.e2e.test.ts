import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { login, rest } from './rest';

/**
 * Each question's own options, on every screen that shows a paper: a homework of two choice questions
 * with different options and a short answer, submitted by one student over the student app. Question
 * 2's options (letter, text, right-answer mark) read off the grading page's objective tab, the paper
 * preview and the answer preview must be what the API answers for that homework.
 */

const SLOW = 120_000;
const NAME = `选项核对${Date.now() % 100_000}`;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

type ApiOption = { id: number; content: string; is_right: number };
/** A question as `GET /lector/hw/preview/{id}` answers it, in paper order. */
type ApiItem = { id: number; ques_type: number; ques_option: ApiOption[] };

/** Text as a reader sees it: tags dropped, the few entities the bank uses decoded, spaces collapsed. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** "B 180° ✓": the option's letter, its text, and a tick where it is marked right. */
const optionLine = (letter: string, text: string, right: boolean) =>
  `${letter} ${plain(text).replace(/^[A-Z][.．、]?\s*/, '')}${right ? ' ✓' : ''}`;

async function publishedAndSubmitted() {
  const teacher = await login(demo.teacher);
  const bank = (await rest('/lector/ques/public', teacher, { limit: 100 })).data.list as any[];
  const choices = bank.filter((q) => [1, 2, 3, 4].includes(q.ques_type) && q.ques_option?.length >= 2);
  const first = choices[0];
  const texts = (q: any) => (q.ques_option as ApiOption[]).map((o) => plain(o.content)).join('|');
  const second = choices.find((q) => texts(q) !== texts(first));
  const essay = bank.find((q) => q.ques_type === 5);
  expect(
    first && second && essay,
    'the demo bank has two choice questions with different options',
  ).toBeTruthy();
  const published = await rest('/lector/hw/publish', teacher, {
    course_basis_id: 1,
    type: 1,
    name: NAME,
    remark: '',
    ending_time: Math.floor(Date.now() / 1000) + 30 * 86_400,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify([
      { id: first.id, score: 5 },
      { id: second.id, score: 5 },
      { id: essay.id, score: 10 },
    ]),
  });
  expect(published.msg).toBe('作业发布成功');
  const hwId = published.data.id as number;

  const student = await login(demo.student);
  const mine = (await rest('/app/homework?limit=100', student, undefined, 'GET')).data.list as any[];
  const reportId = mine.find((r) => r.hw_id === hwId).report_id as number;
  const preview = (await rest(`/lector/hw/preview/${hwId}`, teacher, undefined, 'GET')).data as {
    question: ApiItem[];
  };
  const [q1, q2] = preview.question.filter((q) => q.ques_option.length > 0);
  const written = preview.question.find((q) => q.ques_option.length === 0);
  const saved = await rest(
    `/app/homework/${reportId}/answers`,
    student,
    {
      answers: [
        { ques_id: q1?.id, user_answer: String(q1?.ques_option[0]?.id) },
        { ques_id: q2?.id, user_answer: String(q2?.ques_option[1]?.id) },
        { ques_id: written?.id, user_answer: { content: '<p>惯性定律的表述</p>', images: [] } },
      ],
    },
    'PUT',
  );
  expect(saved.msg, JSON.stringify(saved)).not.toMatch(/错|不/);
  expect((await rest(`/app/homework/${reportId}/submit`, student)).msg).toBe('提交成功');
  return { hwId, reportId, question2: q2 as ApiItem, question1: q1 as ApiItem };
}

/** What the API answers for the question: one line per option. */
const apiLines = (q: ApiItem) =>
  q.ques_option.map((o, i) => optionLine(LETTERS[i] ?? String(o.id), o.content, o.is_right === 1));

/** The option lines of a screen's question: letter, text, and whether the screen marks it right. */
async function screenLines(question: Locator, letterSelector: string, rightClass: string): Promise<string[]> {
  const options = question.locator(`${letterSelector.replace(/__letter$/, '__options')} > li`);
  await options.first().waitFor();
  return options.evaluateAll(
    (items, [letterSel, right]) =>
      items.map((li) => {
        const letter = (li.querySelector(letterSel as string)?.textContent ?? '')
          .replace(/[.．、]/g, '')
          .trim();
        const text = (li as HTMLElement).innerText.replace(
          li.querySelector(letterSel as string)?.textContent ?? '',
          '',
        );
        return `${letter}\u0000${text}\u0000${li.classList.contains(right as string) ? 1 : 0}`;
      }),
    [letterSelector, rightClass],
  );
}

const asLines = (raw: string[]) =>
  raw.map((r) => {
    const [letter = '', text = '', right] = r.split('\u0000');
    return optionLine(letter, text, right === '1');
  });

describe('each question shows its own options', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'question 2 on the grading page’s objective tab and in both previews is what the API answers',
    async () => {
      const { hwId, reportId, question1, question2 } = await publishedAndSubmitted();
      const expected = apiLines(question2);
      // The two questions differ, or the comparison would prove nothing.
      expect(expected).not.toEqual(apiLines(question1));
      const p: Page = page();
      await signIn(p, demo.teacher, demo.password);

      // The grading page: the objective tab, question 2 chosen on the question-number card.
      await p.goto(`/homework/approve?report_id=${reportId}`);
      await p.getByRole('heading', { name: '批改作业' }).waitFor();
      await p.getByRole('tab', { name: /^客观题/ }).click();
      await p.getByRole('button', { name: /^第2题/ }).click();
      const graded = p.getByRole('article', { name: '第2题', exact: true });
      expect(asLines(await screenLines(graded, '.answer-view__letter', 'is-right'))).toEqual(expected);
      // The student chose the second option: the answer reads B.
      expect((await graded.locator('.answer-view__answer p').innerText()).trim()).toMatch(/^B/);
      await screenshot(p, 'options-grading-objective');

      // HomeworkPreview: the paper with the right answers marked.
      await p.goto(`/homework/preview?hw_id=${hwId}`);
      const previewed = p.getByRole('article', { name: '第2题', exact: true });
      expect(
        asLines(await screenLines(previewed, '.paper-item__letter', 'paper-item__option--right')),
      ).toEqual(expected);
      await screenshot(p, 'options-homework-preview');

      // HomeworkAnswerPreview: the paper with every class's answers.
      await p.goto(`/homework/answer-preview?hw_id=${hwId}&class_id=0`);
      const answered = p.getByRole('article', { name: '第2题', exact: true });
      expect(
        asLines(await screenLines(answered, '.paper-item__letter', 'paper-item__option--right')),
      ).toEqual(expected);
      await screenshot(p, 'options-answer-preview');
    },
    SLOW,
  );
});
