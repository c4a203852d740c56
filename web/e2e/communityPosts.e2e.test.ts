import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { captchaAnswerIn } from '../../api/test/captchaAnswer';
import { demo, screenshot, serverUnderTest, signIn, usePage } from './browser';

/**
 * Community posts in a real browser: a teacher (a member of the demo circle 教学交流圈) posts with two
 * images and the captcha, comments on the post, likes and collects it, and finds it under my
 * collections. The captcha's answer is read from the server's store, as a person reads the image.
 */

const SLOW = 120_000;

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

const TITLE = '分享两张课堂板书';

describe('community posts', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher posts with two images and the captcha, comments, likes, collects and finds it under my collections',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);

      // My community, tab 3: the circles joined, each with 发帖.
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的社区' }).click();
      await p.getByRole('menuitem', { name: /我的圈子/ }).click();
      const circle = p.locator('.joined-circle').filter({ hasText: '教学交流圈' });
      await circle.getByRole('button', { name: '发帖' }).click();

      // The post-type dialog refuses going on without a choice.
      const dialog = p.getByRole('dialog', { name: '请选择发帖类型' });
      await dialog.getByRole('button', { name: '下一步' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('请选择发帖类型');
      await dialog.getByText('图文帖').click();
      await screenshot(p, 'community-post-type');
      await dialog.getByRole('button', { name: '下一步' }).click();

      // CommunityPost: board, title, content, two images with progress, captcha.
      await p.getByRole('heading', { name: /发帖 · 教学交流圈/ }).waitFor();
      await p.getByRole('button', { name: '发布' }).click();
      await expect.poll(() => p.getByRole('alert').textContent()).toBe('请选择板块');
      await p.getByRole('button', { name: '请选择板块' }).click();
      await p.getByRole('option', { name: '学习求助' }).click();
      await p.getByLabel('话题名称').fill(TITLE);
      await p.getByLabel('内容').fill('今天课上的两张板书，大家复习时可以对照。');
      await p.getByTestId('media-input').setInputFiles([
        { name: 'board-1.png', mimeType: 'image/png', buffer: png(160, 120, [191, 219, 254]) },
        { name: 'board-2.png', mimeType: 'image/png', buffer: png(160, 120, [254, 215, 170]) },
      ]);
      await expect.poll(() => p.locator('.compose-media__item img').count(), { timeout: 20_000 }).toBe(2);
      await p.getByRole('img', { name: '验证码' }).waitFor();
      await p.getByLabel('验证码').fill(await captchaAnswerIn(serverUnderTest().databaseUrl));
      await screenshot(p, 'community-post-form');
      await p.getByRole('button', { name: '发布' }).click();

      // CommunityDetail of the new post.
      await p.waitForURL(/\/community\/detail\/\d+/);
      await p.getByRole('heading', { name: TITLE }).waitFor();
      await expect.poll(() => p.locator('.post__images img').count()).toBe(2);

      // A comment.
      await p.getByRole('textbox', { name: '评论', exact: true }).fill('第二张的公式推导很清楚。');
      await p.getByRole('button', { name: '发表评论' }).click();
      await p.getByTestId('comment').filter({ hasText: '第二张的公式推导很清楚。' }).waitFor();
      await expect.poll(() => p.getByRole('heading', { name: /^评论 / }).textContent()).toBe('评论 1');

      // Like and collect.
      await p.getByRole('button', { name: '点赞 0' }).click();
      await p.getByRole('button', { name: '已赞 1' }).waitFor();
      await p.getByRole('button', { name: '收藏', exact: true }).click();
      await p.getByRole('button', { name: '取消收藏' }).waitFor();
      await screenshot(p, 'community-detail');

      // My collections.
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的社区' }).click();
      await p.getByRole('menuitem', { name: /我的收藏/ }).click();
      await p.getByRole('link', { name: TITLE }).waitFor();
      await screenshot(p, 'community-my-collections');
    },
    SLOW,
  );

  it(
    'a teacher posts one video; a second video is refused before it uploads',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的社区' }).click();
      await p.getByRole('menuitem', { name: /我的圈子/ }).click();
      await p
        .locator('.joined-circle')
        .filter({ hasText: '教学交流圈' })
        .getByRole('button', { name: '发帖' })
        .click();
      const dialog = p.getByRole('dialog', { name: '请选择发帖类型' });
      await dialog.getByText('视频帖').click();
      await dialog.getByRole('button', { name: '下一步' }).click();
      await p.getByRole('heading', { name: /发帖 · 教学交流圈/ }).waitFor();

      const mp4 = (tag: string) =>
        Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftypisom${tag}`)]);
      await p.getByRole('button', { name: '请选择板块' }).click();
      await p.getByRole('option', { name: '学习求助' }).click();
      await p.getByLabel('话题名称').fill('一段课堂实验录像');
      await p.getByLabel('内容').fill('实验步骤见视频。');
      await p
        .getByTestId('media-input')
        .setInputFiles([{ name: 'lab.mp4', mimeType: 'video/mp4', buffer: mp4('lab') }]);
      await expect.poll(() => p.locator('.compose-media__item').count(), { timeout: 20_000 }).toBe(1);
      // One video only: the add button goes, and a second file reaching the input is refused.
      expect(await p.getByRole('button', { name: '上传视频' }).count()).toBe(0);
      await p
        .getByTestId('media-input')
        .setInputFiles([{ name: 'b.mp4', mimeType: 'video/mp4', buffer: mp4('b') }]);
      await expect.poll(() => p.getByRole('alert').textContent()).toBe('只能上传一个视频');
      expect(await p.locator('.compose-media__item').count()).toBe(1);
      await p.getByRole('img', { name: '验证码' }).waitFor();
      await p.getByLabel('验证码').fill(await captchaAnswerIn(serverUnderTest().databaseUrl));
      await p.getByRole('button', { name: '发布' }).click();

      await p.waitForURL(/\/community\/detail\/\d+/);
      await p.getByRole('heading', { name: '一段课堂实验录像' }).waitFor();
      await expect.poll(() => p.locator('video.post__video').count()).toBe(1);
      expect(await p.locator('video.post__video').getAttribute('src')).toMatch(/\.mp4$/);
      await screenshot(p, 'community-video-post');
    },
    SLOW,
  );

  it(
    'deleting one own comment asks first; the post may be deleted only by its author',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      // Demo post 2 is a student's: no delete for the teacher.
      await p.goto('/community/detail/2');
      await p.getByRole('heading', { name: '这道几何题怎么做？' }).waitFor();
      await expect
        .poll(() => p.locator('.post__actions').getByRole('button', { name: '删除' }).count())
        .toBe(0);
      await p.getByRole('textbox', { name: '评论', exact: true }).fill('先画图再用公式。');
      await p.getByRole('button', { name: '发表评论' }).click();
      const mine = p.getByTestId('comment').filter({ hasText: '先画图再用公式。' });
      await mine.getByRole('button', { name: '删除' }).click();
      await p.getByText('删除后，该内容将不再展示，是否确认？').waitFor();
      await screenshot(p, 'community-delete-confirm');
      await p.getByRole('button', { name: '确定' }).click();
      await mine.waitFor({ state: 'detached' });
    },
    SLOW,
  );
});
