import type { AddressInfo } from 'node:net';
import { createApi } from '../../api/src/app';
import { postDecider } from '../../api/src/community';
import type { PostEvent } from '../../api/src/community/postDecider';
import { COMMENT_ID_TABLE } from '../../api/src/community/tables';
import { DEFAULT_SCALE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/demo/scale';
import { streamId } from '../../api/src/store/decider';
import { systemMeta } from '../../api/src/store/eventStore';
import type { Figure } from '../lib/report';
import { seedSchool } from '../lib/school';
import type { BenchOptions } from './options';

const COMMENTS = 1_000;
/** The demo student's post in circle 1. */
const POST = 2;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * The community on SQLite, warm, one teacher at a time: the circle home (circles, hot circles, my
 * circles, my collections and my posts, asked together as the screen asks them) and a post with
 * 1,000 comments (the post, its first comment page with replies and the recommended posts).
 */
export async function communityBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool({ ...DEFAULT_SCALE, classes: 1 });
  const api = await createApi({ databaseUrl: school.url, logLevel: 'silent', seed: false });
  // 1,000 comments from the circle's members, one in four a reply, appended as the post's own events.
  const members = await api.store.db
    .selectFrom('community_member')
    .select(['uid', 'user_type'])
    .where('group_id', '=', 1)
    .execute();
  const ids = await api.store.nextIds(COMMENT_ID_TABLE, COMMENTS);
  const now = Math.floor(Date.now() / 1000);
  let root = 0;
  const events: PostEvent[] = ids.map((id, n) => {
    const who = members[n % members.length] as { uid: number; user_type: number };
    const reply = n % 4 === 3 && root !== 0;
    if (!reply) root = id;
    return {
      type: 'CommunityCommentAdded',
      data: {
        id,
        postId: POST,
        groupId: 1,
        uid: Number(who.uid),
        userType: Number(who.user_type),
        replyId: reply ? root : 0,
        replyUid: 0,
        rootId: root,
        content: `<p>第${n + 1}条评论：这道题可以用余弦定理先求第三边。</p>`,
        at: now - COMMENTS + n,
      },
    };
  });
  await api.store.handle(
    { ...postDecider, decide: () => events },
    streamId('communityPost', POST),
    null as never,
    systemMeta,
  );
  const server = api.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: DEMO_ACCOUNTS.teacher, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const get = async (path: string) => {
      const res = await fetch(`${url}/api/lector/community${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { code: number; data: unknown };
      if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`);
      return body.data;
    };
    const home = () =>
      Promise.all([
        get('/group?limit=15'),
        get('/group?hot=1&limit=6'),
        get('/group/myGroup?limit=2'),
        get('/collect?limit=5'),
        get('/myPost?limit=5'),
      ]);
    const detail = async (i: number) => {
      const [post, comments] = (await Promise.all([
        get(`/post/${POST}`),
        get(`/comment?post_id=${POST}&page=${(i % 10) + 1}`),
        get(`/post/recommend?group_id=1&except=${POST}`),
      ])) as [{ comment_num: number }, { list: unknown[] }, unknown];
      if (post.comment_num < COMMENTS || comments.list.length !== 10)
        throw new Error(`unexpected post: ${post.comment_num} comments, ${comments.list.length} on the page`);
    };
    const measure = async (work: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 30; i++) await work(i);
      const times: number[] = [];
      const until = performance.now() + Math.min(seconds, 8) * 1000;
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        await work(i);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    const homeTimes = await measure(home);
    const detailTimes = await measure(detail);
    const target = { kind: 'max', value: 50, of: 'value' } as const;
    return [
      {
        benchmark: 'community',
        name: 'circle home (5 calls together): p95',
        value: percentile(homeTimes, 95),
        unit: 'ms',
        target,
        note: `${homeTimes.length} loads, p50 ${percentile(homeTimes, 50).toFixed(1)} ms`,
      },
      {
        benchmark: 'community',
        name: `post with ${COMMENTS} comments (post, comment page, recommended): p95`,
        value: percentile(detailTimes, 95),
        unit: 'ms',
        target,
        note: `${detailTimes.length} loads, p50 ${percentile(detailTimes, 50).toFixed(1)} ms`,
      },
    ];
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    await school.drop();
  }
}
