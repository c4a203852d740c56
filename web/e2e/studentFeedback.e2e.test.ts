import { describe, expect, it } from 'vitest';
import { answeredHomework, closeDeadline, restAt } from '../../api/test/scenarios/gradedHomework';
import { baseUrl, demo, screenshot, signIn, usePage } from './browser';
import { settledBox } from './settledBox';

/**
 * The student gets what the grader wrote: a grader types a remark and a comment and saves a drawing
 * on the answer image on the grading page; once the deadline has passed, the student's report
 * (GET /api/app/homework/{report_id}, as the student app reads it) answers that exact comment and
 * remark, and an attachment whose URL serves the image to the student.
 */

const SLOW = 120_000;
const REMARK = '第二点没有写到，再看课本第三节';
const COMMENT = '书写工整，继续努力';
const PNG_SIGNATURE = [137, 80, 78, 71];

describe("the student's view of a graded report", () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'answers the comment and remark the grader typed and the marked image they saved',
    async () => {
      const base = baseUrl();
      const client = restAt(base);
      const homework = await answeredHomework(client, { now: Math.floor(Date.now() / 1000) });
      const student = homework.students[0] as { token: string; reportId: number };
      const p = page();
      await signIn(p, demo.teacher, demo.password);

      await p.goto(`/homework/approve?report_id=${student.reportId}`);
      await p.getByRole('heading', { name: '批改作业' }).waitFor();
      await p.getByText('待批改（总分 15）').waitFor();

      // A rectangle drawn on the answer image, saved.
      await p.getByRole('button', { name: '批注' }).click();
      const board = p.getByRole('img', { name: '批注画板' });
      const box = await settledBox(board);
      await p.getByRole('button', { name: '矩形' }).click();
      await p.mouse.move(box.x + 30, box.y + 30);
      await p.mouse.down();
      await p.mouse.move(box.x + 160, box.y + 110, { steps: 5 });
      await p.mouse.up();
      await p.getByRole('button', { name: '保存批注' }).click();
      await p.getByRole('dialog', { name: '批注' }).waitFor({ state: 'hidden' });

      // A score and a remark, saved; then finish with a comment.
      await p.locator('#grading-score').fill('8');
      await p.locator('#grading-remark').fill(REMARK);
      await p.getByRole('button', { name: '保存并下一题' }).click();
      await p.getByRole('button', { name: '第2题，已批阅' }).waitFor();
      await p.getByRole('button', { name: '完成批改' }).click();
      await p.getByRole('dialog', { name: '完成批改' }).waitFor();
      await p.locator('#finish-comment').fill(COMMENT);
      await p.getByRole('dialog', { name: '完成批改' }).getByRole('button', { name: '提交' }).click();
      await p.getByRole('dialog', { name: '完成批改' }).waitFor({ state: 'hidden' });
      await screenshot(p, 'student-feedback-graded');

      // Before the deadline the student reads none of it (status 5).
      const read = async () =>
        (await client.call('GET', `/app/homework/${student.reportId}`, student.token)).data;
      const early = await read();
      expect(early.status).toBe(5);
      expect(JSON.stringify(early)).not.toContain(REMARK);
      expect(JSON.stringify(early)).not.toContain(COMMENT);

      // Past the deadline (status 3): exactly what the grader wrote.
      await closeDeadline(client, homework, Math.floor(Date.now() / 1000));
      const report = await read();
      expect(report.status).toBe(3);
      expect(report.comment).toBe(COMMENT);
      const essay = (report.report_questions as any[]).find((q) => q.ques_id === homework.essayId);
      expect(essay.remark).toBe(REMARK);
      expect(essay.user_score).toBe(8);
      expect(essay.attachments).toHaveLength(1);
      const [attachment] = essay.attachments;
      expect(attachment).toMatchObject({ url: homework.answerImage, name: '批注1', ext: 'png' });
      expect(JSON.parse(attachment.draw).draw.map((d: { name: string }) => d.name)).toEqual(['rect']);

      // The attachment's URL serves the image to the student.
      const file = await fetch(base + attachment.url, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 4)]).toEqual(PNG_SIGNATURE);
    },
    SLOW,
  );
});
