import { COMMUNITY_IDENTITY } from '@school/machines';
import { type GroupCommand, groupDecider, POST_ID_TABLE } from '../community';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import { raiseIdSequence } from '../store/idSequences';
import type { Store } from '../store/store';

/** The demo school's circles: general circles with and without boards, and one class circle. */
const CIRCLES = [
  {
    name: '教学交流圈',
    introduction:
      '老师、助教和同学们交流学习方法、分享课堂心得的地方。欢迎大家发帖讨论，互相帮助，共同进步。',
    announcement: '发帖请选择合适的板块，文明交流。',
    groupType: 1,
    plateSwitch: 1,
  },
  {
    name: '数学爱好者',
    introduction: '一起研究有趣的数学题。',
    announcement: '每周五晚有难题挑战。',
    groupType: 1,
    plateSwitch: 2,
  },
  {
    name: '英语角',
    introduction: '用英语聊天，练习口语和写作。',
    announcement: '',
    groupType: 1,
    plateSwitch: 1,
  },
  {
    name: '班级圈',
    introduction: '班级同学的交流圈。',
    announcement: '请遵守班级公约。',
    groupType: 2,
    plateSwitch: 1,
  },
] as const;

/**
 * Creates the circles and lets a few teachers, assistants and students join them, all through the
 * circle stream. Returns the number of commands sent.
 */
export async function seedDemoCommunity(store: Store, now: number): Promise<number> {
  let commands = 0;
  const send = (id: number, command: GroupCommand) => {
    commands += 1;
    return store.handle(groupDecider, streamId('communityGroup', id), command, systemMeta);
  };
  for (const [n, circle] of CIRCLES.entries()) {
    const id = n + 1;
    await send(id, {
      type: 'CreateGroup',
      data: { id, image: '', schoolId: 1, ...circle, at: now - (CIRCLES.length - n) * 86_400 },
    });
  }
  const everyone = [COMMUNITY_IDENTITY.teacher, COMMUNITY_IDENTITY.assistant, COMMUNITY_IDENTITY.student];
  const staff = [COMMUNITY_IDENTITY.teacher, COMMUNITY_IDENTITY.assistant];
  for (const plate of [
    // The default board every circle has (plate_id 10 when none is chosen).
    {
      id: 10,
      groupId: 0,
      name: '综合',
      whoCanPost: everyone,
      whoCanReplyPost: everyone,
      whoCanReplyComment: everyone,
    },
    {
      id: 11,
      groupId: 1,
      name: '教研讨论',
      whoCanPost: staff,
      whoCanReplyPost: everyone,
      whoCanReplyComment: staff,
    },
    {
      id: 12,
      groupId: 1,
      name: '学习求助',
      whoCanPost: everyone,
      whoCanReplyPost: everyone,
      whoCanReplyComment: everyone,
    },
    {
      id: 13,
      groupId: 3,
      name: '口语练习',
      whoCanPost: [COMMUNITY_IDENTITY.student],
      whoCanReplyPost: everyone,
      whoCanReplyComment: everyone,
    },
    {
      id: 14,
      groupId: 4,
      name: '班级通知',
      whoCanPost: staff,
      whoCanReplyPost: staff,
      whoCanReplyComment: staff,
    },
  ]) {
    await send(plate.groupId === 0 ? 1 : plate.groupId, { type: 'AddPlate', data: plate });
  }
  const people = await store.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('role', 'in', ['teacher', 'assistant', 'student'])
    .orderBy('id')
    .execute();
  const pick = (role: string, count: number) => people.filter((p) => p.role === role).slice(0, count);
  const joiners = [...pick('teacher', 2), ...pick('assistant', 1), ...pick('student', 8)];
  for (const [n, person] of joiners.entries()) {
    const userType = COMMUNITY_IDENTITY[person.role as 'teacher' | 'assistant' | 'student'];
    // Everyone joins the first circle; every other one the second as well.
    const circles = n % 2 === 0 ? [1, 2] : [1];
    for (const groupId of circles) {
      await send(groupId, {
        type: 'JoinGroup',
        data: { groupId, uid: Number(person.id), userType, at: now - 3600 + n },
      });
    }
  }
  const [teacher] = pick('teacher', 1);
  const students = pick('student', 8);
  const posts = [
    {
      by: teacher,
      plateId: 11,
      title: '分享：如何讲好一元二次方程',
      content: '<p>先从实际问题引入，再讲配方法。</p>',
    },
    {
      by: students[0],
      plateId: 12,
      title: '这道几何题怎么做？',
      content: '<p>求三角形面积，已知两边和夹角。</p>',
    },
    { by: students[2], plateId: 10, title: '期中复习计划', content: '<p>每天一小时，先数学后英语。</p>' },
  ];
  for (const [n, post] of posts.entries()) {
    if (!post.by) continue;
    const role = post.by.role as 'teacher' | 'assistant' | 'student';
    await send(1, {
      type: 'CreatePost',
      data: {
        id: n + 1,
        groupId: 1,
        plateId: post.plateId,
        uid: Number(post.by.id),
        userType: COMMUNITY_IDENTITY[role],
        title: post.title,
        content: post.content,
        resourceType: 1,
        resources: [],
        at: now - 1800 + n * 60,
      },
    });
  }
  await raiseIdSequence(store.db, store.kind, POST_ID_TABLE, posts.length);
  return commands;
}
