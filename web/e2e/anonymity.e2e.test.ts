import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';
import { login, pageText, rest, toast } from './rest';

/**
 * Anonymous grading in a real browser on the demo school: the demo teacher publishes a homework of
 * one short answer on 初一语文秋季班 with 匿名批改 ticked; three students of 初一1班 answer and submit
 * it (over REST, as the student app would); the teacher grades all three from the approve tab without
 * ever seeing a name or phone, and once the last report is finished the names appear.
 */

const SLOW = 180_000;
const COURSE = '初一语文秋季班';
const NAME = `匿名练习${Date.now() % 100_000}`;
const STUDENTS = ['13900000001', '13900000002', '13900000003'];

/** Each student answers and submits the homework; answers their nicknames and mobiles. */
async function studentsSubmit(): Promise<string[]> {
  const identities: string[] = [];
  for (const mobile of STUDENTS) {
    const token = await login(mobile);
    const me = (await rest('/auth/me', token, undefined, 'GET')).data;
    identities.push(mobile, me.nickname);
    const mine = (await rest('/app/homework?limit=100', token, undefined, 'GET')).data.list as any[];
    const report = mine.find((r) => r.name === NAME || r.hw_name === NAME);
    expect(report, `${mobile} got the homework`).toBeDefined();
    const detail = await rest(`/app/homework/${report.report_id}`, token, undefined, 'GET');
    const questions = (detail.data.questions ?? detail.data.report_questions ?? []) as any[];
    const quesId = questions[0]?.ques_id ?? questions[0]?.id;
    await rest(
      `/app/homework/${report.report_id}/answers`,
      token,
      { answers: [{ ques_id: quesId, user_answer: { content: '<p>我的回答</p>', images: [] } }] },
      'PUT',
    );
    expect((await rest(`/app/homework/${report.report_id}/submit`, token)).msg).toBe('提交成功');
  }
  return identities;
}

describe('anonymous grading in the browser', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher publishes anonymous homework, grades every report by alias, and sees names after the last',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);

      // The publish form: one short answer, scored, 匿名批改 ticked.
      await p.goto('/homework?tab=main');
      await p.getByRole('button', { name: '发布作业' }).click();
      await p.getByRole('button', { name: '选择课程' }).click();
      const courses = p.getByRole('dialog', { name: '选择课程' });
      await courses.locator('tr', { hasText: COURSE }).first().locator('.p-radiobutton').click();
      await courses.getByRole('button', { name: '确定' }).click();
      await p.locator('#hw-name-input').fill(NAME);
      await p.locator('#hw-ending-input').fill('2030-01-15 18:00');
      await p.keyboard.press('Escape');
      await p.locator('label[for="hw-score-2"]').click();
      await p.locator('label[for="hw-scope-1"]').click();
      await p.locator('label[for="hw-anonymous"]').click();
      await expect.poll(() => p.locator('#hw-anonymous').isChecked()).toBe(true);
      await pickFromMyBank(p, { type: '简答题' });
      await p.locator('.publish-questions tbody tr').first().waitFor();
      await screenshot(p, 'anonymity-publish-form');
      await p.getByRole('button', { name: '发布', exact: true }).click();
      await toast(p, '作业发布成功');

      const identities = await studentsSubmit();
      const teacher = await login(demo.teacher);
      const list = (
        await rest(`/lector/hw/index?name=${encodeURIComponent(NAME)}`, teacher, undefined, 'GET')
      ).data.list as any[];
      const hwId = list.find((h) => h.name === NAME).id as number;

      // The homework's detail: 匿名批改 beside its name, 公开学员姓名 offered, aliases in the student list.
      await p.goto(`/homework/detail?hw_id=${hwId}&class_id=0`);
      await p.locator('.list-table tbody tr').first().waitFor();
      await p.locator('.result-header').getByText('匿名批改').waitFor();
      await expect
        .poll(() => p.getByRole('button', { name: '公开学员姓名' }).getAttribute('aria-disabled'))
        .toBeNull();
      await expect
        .poll(() =>
          p
            .locator('.list-table tbody')
            .getByText(/学员\d+/)
            .count(),
        )
        .toBeGreaterThan(0);
      const detailText = await pageText(p);
      for (const s of identities) expect(detailText).not.toContain(s);
      await screenshot(p, 'anonymity-homework-detail');

      // The approve tab: three rows, each an alias with the 匿名批改 tag, no name or phone.
      await p.goto('/homework?tab=approve');
      await p.locator('#ap-name').fill(NAME);
      await p.getByRole('button', { name: '搜索' }).click();
      const rows = p.locator('tbody tr', { hasText: NAME });
      // Until the search answers, the tab still lists other homework (other files grade in this school).
      await expect.poll(() => p.locator('tbody tr').count()).toBe(3);
      await expect.poll(() => rows.count()).toBe(3);
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringContaining('学员1'),
        expect.stringContaining('学员2'),
        expect.stringContaining('学员3'),
      ]);
      await expect.poll(() => rows.filter({ hasText: '匿名批改' }).count()).toBe(3);
      const listed = await pageText(p);
      for (const s of identities) expect(listed).not.toContain(s);
      await screenshot(p, 'anonymity-approve-list');

      // The grading page: the alias and the tag; each report graded and finished from the keyboard.
      await rows.first().getByRole('button', { name: '批改' }).click();
      await p.getByRole('heading', { name: '批改作业' }).waitFor();
      for (const alias of ['学员1', '学员2', '学员3']) {
        const info = p.locator('.grading-page__info');
        await info.getByText(alias).waitFor();
        await info.getByText('匿名批改').waitFor();
        await p.getByText('待批改（总分').first().waitFor();
        const shown = await pageText(p);
        for (const s of identities) expect(shown).not.toContain(s);
        if (alias === '学员1') await screenshot(p, 'anonymity-grading-page');
        // The keyboard, as graders do: a digit types the score, Enter saves, F finishes.
        await p.keyboard.press('1');
        await expect.poll(() => p.locator('#grading-score').inputValue()).toBe('1');
        await p.keyboard.press('Enter');
        await p.getByRole('button', { name: '第1题，已批阅' }).waitFor();
        await p.keyboard.press('f');
        const finish = p.getByRole('dialog', { name: '完成批改' });
        await finish.waitFor();
        await finish.getByRole('button', { name: '提交' }).click();
        await p.getByRole('dialog', { name: '完成批改' }).waitFor({ state: 'hidden' });
        if (alias !== '学员3')
          await p.locator('.grading-page__info').getByText(alias).waitFor({ state: 'detached' });
      }

      // The last report finished: the homework's submission list names the students.
      const hw = (await rest('/lector/hw/correct', teacher, { name: NAME })).data;
      expect(hw.total).toBe(0);
      await p.goto(`/homework/detail?hw_id=${hwId}&class_id=0`);
      await p.locator('.list-table tbody tr').first().waitFor();
      expect(await p.locator('.result-header').getByText('匿名批改').count()).toBe(0);
      await expect.poll(() => p.locator('.list-table tbody').getByText('匿名批改').count()).toBe(0);
      // A name may be searched again: the first student's row shows their name and phone.
      const [mobile, nickname] = identities as [string, string];
      await p.locator('#result-student-name').fill(nickname);
      await p.getByRole('button', { name: '搜索' }).click();
      const row = p.locator('.list-table tbody tr', { hasText: mobile });
      await row.getByText(nickname).first().waitFor();
      await screenshot(p, 'anonymity-names-revealed');
    },
    SLOW,
  );
});
