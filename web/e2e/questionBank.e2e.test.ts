import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXCEL_MISTAKES,
  excelWithThreeMistakes,
  WORD_MISTAKES,
  wordWithThreeMistakes,
} from '../../api/test/questionFiles';
import { demo, rowAction, screenshot, signIn, usePage } from './browser';
import {
  CASES,
  chooseType,
  confirm,
  fieldError,
  fillOptions,
  fillQuestion,
  fillRich,
  filterBank,
  markRight,
  openQuesTab,
  rowOf,
  save,
  setDifficulty,
  toast,
} from './questionBankPage';

const run = String(Date.now() % 100_000);
const SLOW = 120_000;

describe.each([
  ['teacher', demo.teacher, 'T'],
  ['assistant', demo.assistant, 'A'],
])('the %s works the question bank', (role, mobile, tag) => {
  const page = usePage();

  for (const c of CASES) {
    it(
      `creates a ${c.label}, finds it with each filter, views, edits and deletes it`,
      async () => {
        const p = page();
        const stem = `${tag}${run}题干${c.type}`;
        const remark = `${tag}${run}备注${c.type}`;
        await signIn(p, mobile, demo.password);
        await openQuesTab(p);
        await p.getByRole('button', { name: '添加题目' }).click();
        await fillQuestion(p, c, stem, remark);
        if (role === 'teacher') await screenshot(p, `question-form-${c.type}`);
        await save(p);
        await toast(p, '添加成功');

        // each filter finds it
        expect(await (await filterBank(p, { stem })).count()).toBe(1);
        await rowOf(p, remark).waitFor();
        await filterBank(p, { type: c.label });
        await rowOf(p, remark).waitFor();
        await filterBank(p, { difficulty: c.difficulty });
        await rowOf(p, remark).waitFor();
        expect(await (await filterBank(p, { remark })).count()).toBe(1);
        const mismatch = await filterBank(p, { remark, type: c.type === 1 ? '判断题' : '单选题' });
        await p.getByText('暂无题目').waitFor();
        expect(await mismatch.count()).toBe(1);

        // view
        await filterBank(p, { remark });
        await rowOf(p, remark).getByRole('button', { name: '查看' }).click();
        await p.waitForURL(/\/homework\/questions\/detail/);
        try {
          await p.getByTestId('detail-type').waitFor();
        } catch (error) {
          // what the user saw instead, for the report
          await screenshot(p, `failed-question-detail-${role}-${c.type}`);
          throw error;
        }
        expect(await p.getByTestId('detail-type').textContent()).toBe(c.label);
        expect(await p.locator('.difficulty-icons__on').count()).toBe(c.difficulty);
        expect(await p.locator('.difficulty-icons__off').count()).toBe(5 - c.difficulty);
        await p.getByText(stem).waitFor();
        if (c.type === 5) await p.getByText(c.answer ?? '').waitFor();
        if (c.type === 6) {
          await p.getByTestId('detail-sub-question-1').getByText('材料小题一').waitFor();
          await p.getByTestId('detail-sub-question-2').getByText('小题二答案').waitFor();
        } else {
          await p.getByText('暂无解析').first().waitFor();
        }
        for (const letter of c.right ?? []) {
          expect(await p.getByTestId(`detail-option-${letter}`).getAttribute('class')).toContain('--right');
        }
        await screenshot(p, `question-detail-${role}-${c.type}`);

        // edit: the type is locked; a new remark and analysis are saved
        await p.getByRole('button', { name: '编辑' }).click();
        await p.getByText('编辑时不能修改题型').waitFor();
        expect(await p.locator('.question-form .p-selectbutton .p-button.p-disabled').count()).toBe(6);
        await fillRich(p, 'ques-analysis', '编辑后的解析');
        await p.locator('#ques-remark').fill(`${remark}改`);
        await save(p);
        await toast(p, '编辑成功');
        await filterBank(p, { remark: `${remark}改` });
        await rowOf(p, `${remark}改`).getByRole('button', { name: '查看' }).click();
        await p.getByText('编辑后的解析').first().waitFor();

        // delete, after 是否删除该题？
        await openQuesTab(p);
        await filterBank(p, { remark });
        await rowAction(p, rowOf(p, remark), '删除');
        await confirm(p, '是否删除该题？');
        await toast(p, '删除成功');
        await p.getByText('暂无题目').waitFor();
      },
      SLOW,
    );
  }

  it(
    'deletes the selected questions together; with none selected it says 请先选择题目',
    async () => {
      const p = page();
      await signIn(p, mobile, demo.password);
      for (const n of [1, 2]) {
        await openQuesTab(p);
        await p.getByRole('button', { name: '添加题目' }).click();
        await fillQuestion(
          p,
          CASES[4] as (typeof CASES)[number],
          `${tag}${run}批量${n}`,
          `${tag}${run}批量${n}`,
        );
        await save(p);
        await toast(p, '添加成功');
      }
      await filterBank(p, { remark: `${tag}${run}批量` });
      await p.getByRole('button', { name: '删除选中' }).click();
      await toast(p, '请先选择题目');
      for (const n of [1, 2]) await rowOf(p, `${tag}${run}批量${n}`).locator('.p-checkbox').click();
      await p.getByText('已选 2 题').waitFor();
      await p.getByRole('button', { name: '删除选中' }).click();
      await confirm(p, '是否删除选中的 2 道题？');
      await toast(p, '删除成功');
      await p.getByText('暂无题目').waitFor();
    },
    SLOW,
  );
});

describe('invalid questions show the messages of section 5, and the REST API refuses them alike', () => {
  const page = usePage();

  it(
    'each rule of the form shows its message',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/homework/questions/new');
      await p.getByRole('button', { name: '保存', exact: true }).click();
      await toast(p, '请先完善信息');
      expect(await fieldError(p, 'ques-type-error').textContent()).toBe('请选择');
      expect(await fieldError(p, 'ques-stem-error').textContent()).toBe('请输入');
      expect(await fieldError(p, 'ques-difficulty-error').textContent()).toBe('请选择');
      await screenshot(p, 'question-form-invalid-empty');

      // single choice: empty options, then no correct option
      await chooseType(p, '单选题');
      await fillRich(p, 'ques-stem', '单选校验');
      await setDifficulty(p, 2);
      await p.getByRole('button', { name: '保存', exact: true }).click();
      expect(await fieldError(p, 'option-A-error').textContent()).toBe('选项A内容不能为空');
      expect(await fieldError(p, 'option-D-error').textContent()).toBe('选项D内容不能为空');
      await fillOptions(p, 'option', ['a', 'b', 'c', 'd']);
      await expect.poll(() => fieldError(p, 'options-error').textContent()).toBe('请选择一个正确答案');
      await p.getByRole('button', { name: '保存', exact: true }).click();
      await toast(p, '请选择一个正确答案');
      await p.getByTestId('option-A').scrollIntoViewIfNeeded();
      await screenshot(p, 'question-form-invalid-single');

      // removing an option asks 确定要删除该选项吗？
      await p.getByRole('button', { name: '删除选项D' }).click();
      await p.locator('.p-confirm-dialog', { hasText: '确定要删除该选项吗？' }).waitFor();
      await screenshot(p, 'question-form-remove-option');
      await confirm(p, '确定要删除该选项吗？');
      await p.getByTestId('option-D').waitFor({ state: 'detached' });

      // multiple: one correct option is not enough
      await chooseType(p, '多选题');
      await fillRich(p, 'ques-stem', '多选校验');
      await fillOptions(p, 'option', ['a', 'b', 'c', 'd']);
      await markRight(p, 'option', 'A');
      await setDifficulty(p, 3);
      await p.getByRole('button', { name: '保存', exact: true }).click();
      await toast(p, '请至少选择两个正确答案');

      // short answer without an answer; a remark over 20 characters
      await chooseType(p, '简答题');
      await fillRich(p, 'ques-stem', '简答校验');
      await setDifficulty(p, 3);
      await p.locator('#ques-remark').fill('备'.repeat(21));
      await p.getByRole('button', { name: '保存', exact: true }).click();
      expect(await fieldError(p, 'ques-answer-error').textContent()).toBe('请输入');
      expect(await fieldError(p, 'ques-remark-error').textContent()).toBe('备注不能超过20个字');

      // material: an incomplete sub-question
      await chooseType(p, '材料题');
      await fillRich(p, 'ques-stem', '材料校验');
      await setDifficulty(p, 3);
      await p.getByRole('button', { name: '保存', exact: true }).click();
      await toast(p, '请先完善信息');
      expect(await fieldError(p, 'item-0-stem-error').textContent()).toBe('请输入');
      expect(await fieldError(p, 'item-0-option-A-error').textContent()).toBe('选项A内容不能为空');
      await p.getByTestId('sub-question-1').scrollIntoViewIfNeeded();
      await screenshot(p, 'question-form-invalid-material');

      // the same requests straight to REST get the same messages (a script's call: it says so in a header)
      const rest = async (body: Record<string, unknown>) =>
        (
          await (
            await p.request.post('/api/lector/ques/add', {
              data: body,
              headers: { 'x-requested-with': 'XMLHttpRequest' },
            })
          ).json()
        ).msg;
      const opts = (contents: string[], right: number[]) =>
        JSON.stringify(
          contents.map((content, i) => ({ id: i + 1, content, is_right: right.includes(i) ? 1 : 2 })),
        );
      expect(await rest({ ques_stem: '', facility_value: '' })).toBe('请选择');
      expect(
        await rest({ ques_type: 1, ques_stem: 'x', facility_value: 2, ques_option: opts(['', 'b'], [1]) }),
      ).toBe('选项A内容不能为空');
      expect(
        await rest({ ques_type: 1, ques_stem: 'x', facility_value: 2, ques_option: opts(['a', 'b'], []) }),
      ).toBe('请选择一个正确答案');
      expect(
        await rest({ ques_type: 3, ques_stem: 'x', facility_value: 2, ques_option: opts(['a', 'b'], [0]) }),
      ).toBe('请至少选择两个正确答案');
      expect(await rest({ ques_type: 5, ques_stem: 'x', facility_value: 2, right_answer: '' })).toBe(
        '请输入',
      );
      expect(
        await rest({
          ques_type: 5,
          ques_stem: 'x',
          facility_value: 2,
          right_answer: 'a',
          remark: '备'.repeat(21),
        }),
      ).toBe('备注不能超过20个字');
      expect(
        await rest({
          ques_type: 6,
          ques_stem: 'x',
          facility_value: 2,
          ques_item: JSON.stringify([{ ques_type: 1, ques_stem: '' }]),
        }),
      ).toBe('请先完善信息');
    },
    SLOW,
  );
});

describe('importing questions in the browser', () => {
  const page = usePage();
  const dir = mkdtempSync(join(tmpdir(), 'question-import-'));

  it.each([
    ['Word', 'question-import.docx', 'WORD', wordWithThreeMistakes, WORD_MISTAKES],
    ['Excel', 'question-import.xlsx', 'EXCEL', excelWithThreeMistakes, EXCEL_MISTAKES],
  ] as const)(
    'the %s template imports its questions; a file with three mistakes imports nothing and lists all three',
    async (label, template, _format, broken, mistakes) => {
      const p = page();
      await signIn(p, demo.assistant, demo.password);
      await openQuesTab(p);
      await p.getByRole('button', { name: '导入题目' }).click();
      if (label === 'Excel') await p.locator('.p-dialog .p-selectbutton').getByText('Excel（.xlsx）').click();
      const link = p.locator('.import-dialog__template');
      expect(await link.getAttribute('href')).toBe(`/templates/${template}`);
      const file = join(dir, template);
      writeFileSync(file, await (await p.request.get(`/templates/${template}`)).body());
      await p.getByTestId('import-file').setInputFiles(file);
      await screenshot(p, `question-import-dialog-${label}`);
      await p.getByRole('button', { name: '上传并预览' }).click();
      const preview = p.locator('.p-dialog', { hasText: '导入预览' });
      await preview.getByRole('button', { name: /导入6道题/ }).click();
      await toast(p, '导入成功，共添加6道题');
      await filterBank(p, { stem: label === 'Word' ? '两点之间' : '哺乳动物' });
      await p
        .locator('.ques-tab tbody tr', { hasText: label === 'Word' ? '两点之间' : '哺乳动物' })
        .first()
        .waitFor();

      await p.getByRole('button', { name: '导入题目' }).click();
      if (label === 'Excel') await p.locator('.p-dialog .p-selectbutton').getByText('Excel（.xlsx）').click();
      const bad = join(dir, `mistakes-${template}`);
      writeFileSync(bad, await broken());
      await p.getByTestId('import-file').setInputFiles(bad);
      await p.getByRole('button', { name: '上传并预览' }).click();
      // each mistake shows on its row; nothing can be imported until they are fixed or dropped
      const rows = p
        .locator('.p-dialog', { hasText: '导入预览' })
        .locator('tbody tr:not(.p-datatable-emptymessage)')
        .filter({ hasText: /第\d+[题行]/ });
      const faultyRows = async () =>
        (await rows.allTextContents()).filter((text) => !text.includes('可导入'));
      await expect.poll(async () => (await faultyRows()).length, { timeout: 20_000 }).toBe(mistakes.length);
      const faulty = await faultyRows();
      expect(faulty).toHaveLength(mistakes.length);
      mistakes.forEach((mistake, i) => {
        expect(faulty[i]).toContain(mistake.split('：')[1]);
      });
      await screenshot(p, `question-import-errors-${label}`);
      await p.getByRole('button', { name: '重新上传' }).click();

      // a file that is no document at all is listed under 导入提示
      const notDocument = join(dir, `broken${template.slice(-5)}`);
      writeFileSync(notDocument, 'not a document');
      await p.getByTestId('import-file').setInputFiles(notDocument);
      await p.getByRole('button', { name: '上传并预览' }).click();
      const alert = p.locator('.p-dialog', { hasText: '导入提示' });
      await alert.waitFor();
      expect((await p.getByTestId('import-errors').locator('li').allTextContents())[0]).toMatch(/不是有效的/);
      await alert.getByRole('button', { name: '知道了' }).click();

      // a file of the wrong kind is refused before it is sent
      const wrong = join(dir, label === 'Word' ? 'wrong.xlsx' : 'wrong.docx');
      writeFileSync(wrong, 'not this kind');
      // dismissing 导入提示 returns to the dialog, format kept
      await p.getByTestId('import-file').setInputFiles(wrong);
      await p.getByRole('button', { name: '上传并预览' }).click();
      await toast(p, label === 'Word' ? '请上传.docx格式的Word文件' : '请上传.xlsx格式的Excel文件');
    },
    SLOW,
  );
});

describe('a question that is not there', () => {
  const page = usePage();

  it(
    'opened by its address, its detail and its edit form say 题目不存在, and nothing failed to load',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      for (const path of ['/homework/questions/detail?id=987654', '/homework/questions/edit?id=987654']) {
        await p.goto(path);
        await p.getByText('该题目已被删除或不属于你').waitFor();
        expect(await p.getByRole('heading', { name: '题目不存在' }).count()).toBe(1);
        expect(await p.getByText('加载失败').count()).toBe(0);
      }
      await screenshot(p, 'question-missing');
    },
    SLOW,
  );
});
