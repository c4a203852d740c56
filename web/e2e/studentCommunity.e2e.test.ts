import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { captchaAnswerIn } from '../../api/test/captchaAnswer';
import { demo, screenshot, serverUnderTest, submitLogin, usePage } from './browser';
import { login, rest } from './rest';

/**
 * 社区 on a phone (390×844): the first demo student (a member of 教学交流圈) writes a post with an
 * image; a wrong captcha is refused with everything written kept; the right one publishes it. The
 * demo teacher comments on the staff side; the student reads exactly that comment, likes and collects
 * the post, and the counts on the screen are the API's; a reply joins the comment's thread. axe finds
 * nothing serious or critical.
 */

const SLOW = 180_000;
const PHONE = { width: 390, height: 844 };
const CIRCLE = '教学交流圈';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

async function seriousViolations(p: Page): Promise<string[]> {
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(axeSource);
  const violations = (await p.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(ctx: Document, options: object): Promise<{ violations: unknown[] }> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A small PNG of one colour: the server checks an image by its content. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The post as the student app's REST call answers it. */
async function restPost(token: string, id: string) {
  const res = await rest(`/app/community/post/${id}`, token, undefined, 'GET');
  return res.data as { like_num: number; comment_num: number; is_like: number; collect_id: number | null };
}

const height = async (p: Page, name: string) =>
  (await p.getByRole('button', { name }).boundingBox())?.height ?? 0;

describe('社区 on a phone', () => {
  const page = usePage({ viewport: PHONE });

  it(
    'writes a post with an image (a wrong captcha loses nothing), reads the teacher’s comment, likes and collects it as the API counts',
    async () => {
      const tag = String(Date.now() % 100_000).padStart(5, '0');
      const title = `请教二次函数最值${tag}`;
      const body = `配方以后顶点坐标怎么看？${tag}`;
      const student = await login(demo.student);
      const teacher = await login(demo.teacher);

      // 社区 from the one navigation: the circles the student joined.
      const p = page();
      await p.goto('/login');
      await submitLogin(p, demo.student, demo.password);
      await p.waitForURL((url) => url.pathname === '/student');
      const nav = p.getByRole('navigation', { name: '学员端导航' });
      const entry = nav.getByRole('link', { name: '社区' });
      expect((await entry.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await entry.click();
      await p.getByRole('heading', { name: '社区', level: 1 }).waitFor();
      await p.getByRole('heading', { name: '我的圈子' }).waitFor();
      const circle = p.getByRole('listitem', { name: CIRCLE });
      await circle.waitFor();
      expect(await seriousViolations(p)).toEqual([]);
      await screenshot(p, 'student-community-home');

      // The circle: boards as filters, 发帖 for a member.
      await circle.getByRole('link').click();
      await p.getByRole('heading', { name: CIRCLE, level: 1 }).waitFor();
      await p
        .getByRole('group', { name: '按板块筛选帖子' })
        .getByRole('button', { name: '学习求助' })
        .waitFor();
      const write = p.getByRole('link', { name: '发帖' });
      expect((await write.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await screenshot(p, 'student-community-circle');
      await write.click();

      // 发帖: board, topic, content, one image, a wrong captcha first.
      await p.getByRole('heading', { name: `发帖 · ${CIRCLE}` }).waitFor();
      await p.getByRole('button', { name: '请选择板块' }).click();
      await p.getByRole('option', { name: '学习求助' }).click();
      await p.getByLabel('话题名称').fill(title);
      await p.getByLabel('内容').fill(body);
      await p
        .getByTestId('media-input')
        .setInputFiles([
          { name: 'board.png', mimeType: 'image/png', buffer: png(160, 120, [191, 219, 254]) },
        ]);
      await expect.poll(() => p.locator('[data-testid="upload"] img').count(), { timeout: 20_000 }).toBe(1);
      const captchaImage = p.getByRole('img', { name: '验证码图片' });
      await captchaImage.waitFor();
      const firstCaptcha = await captchaImage.getAttribute('src');
      const right = await captchaAnswerIn(serverUnderTest().databaseUrl);
      await p.getByLabel('验证码', { exact: true }).fill(right === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
      expect(await height(p, '发布')).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(p)).toEqual([]);
      await p.getByRole('button', { name: '发布' }).click();
      await expect.poll(() => p.getByRole('alert').textContent()).toBe('验证码错误');
      // Nothing written is lost; a new captcha is shown for the next try.
      expect(await p.getByLabel('话题名称').inputValue()).toBe(title);
      expect(await p.getByLabel('内容').inputValue()).toBe(body);
      expect(await p.locator('[data-testid="upload"] img').count()).toBe(1);
      await expect.poll(() => captchaImage.getAttribute('src')).not.toBe(firstCaptcha);
      await p
        .getByLabel('验证码', { exact: true })
        .fill(await captchaAnswerIn(serverUnderTest().databaseUrl));
      await screenshot(p, 'student-community-write');
      await p.getByRole('button', { name: '发布' }).click();

      // The new post opens, saying so.
      await p.waitForURL(/\/student\/community\/post\/\d+$/);
      const postId = new URL(p.url()).pathname.split('/').pop() as string;
      await p.getByRole('heading', { name: title, level: 1 }).waitFor();
      await p.getByRole('status').filter({ hasText: '发帖成功！' }).waitFor();
      await expect.poll(() => p.getByRole('img', { name: '帖子图片 1' }).count()).toBe(1);
      await p.getByText('暂无评论，来说两句吧。').waitFor();

      // The teacher comments on the staff side.
      const said = `先配方成顶点式，再看开口方向。${tag}`;
      const commented = await rest('/lector/community/comment', teacher, {
        post_id: Number(postId),
        content: `<p>${said}</p>`,
      });
      expect(commented.msg).toBe('评论成功');

      // The student reads exactly that comment, and the counts the API has.
      await p.reload();
      await p.getByRole('heading', { name: title, level: 1 }).waitFor();
      const comments = p.getByTestId('comment');
      await comments.first().waitFor();
      expect(await comments.count()).toBe(1);
      expect(await comments.first().locator('.student-comment-item__text').innerText()).toBe(said);
      let api = await restPost(student, postId);
      expect(api.comment_num).toBe(1);
      expect(await p.getByRole('heading', { name: /^评论 / }).textContent()).toBe(`评论 ${api.comment_num}`);

      // 点赞 and 收藏 toggle; the counts are the API's.
      const like = p.getByTestId('like');
      expect(await like.textContent()).toBe(`点赞 ${api.like_num}`);
      expect((await like.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      api = await restPost(student, postId);
      expect(api).toMatchObject({ like_num: 1, is_like: 1 });
      expect(await like.textContent()).toBe(`点赞 ${api.like_num}`);
      const collect = p.getByTestId('collect');
      await collect.click();
      await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');
      expect(await collect.textContent()).toBe('已收藏');
      api = await restPost(student, postId);
      expect(api.collect_id).not.toBeNull();
      const statistics = await rest('/app/community/post/statistics', student, undefined, 'GET');
      const collected = await rest('/app/community/collect?limit=100', student, undefined, 'GET');
      expect(collected.data.total).toBe(statistics.data.collect_num);
      expect(collected.data.list.map((row: { id: number }) => String(row.id))).toContain(postId);

      // A reply to the teacher's comment joins its thread.
      const thanks = `谢谢老师${tag}`;
      await comments.first().getByRole('button', { name: '回复' }).click();
      const replyBox = p.getByRole('textbox', {
        name: `回复 ${await comments.first().locator('.student-comment-item__author').innerText()}`,
      });
      await replyBox.fill(thanks);
      await comments.first().getByRole('button', { name: '回复' }).last().click();
      await p.locator('.student-comment-thread__replies').getByText(thanks).waitFor();
      api = await restPost(student, postId);
      expect(api.comment_num).toBe(2);
      await expect
        .poll(() => p.getByRole('heading', { name: /^评论 / }).textContent())
        .toBe(`评论 ${api.comment_num}`);
      expect(await seriousViolations(p)).toEqual([]);
      await screenshot(p, 'student-community-post');
    },
    SLOW,
  );
});
