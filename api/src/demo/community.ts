import { COMMUNITY_IDENTITY } from '@school/machines';
import { type GroupCommand, groupDecider, POST_ID_TABLE } from '../community';
import { fileUrl } from '../files/fileUrl';
import { IMAGE_KINDS } from '../files/limits';
import { storeBytes } from '../files/storage';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import { raiseIdSequence } from '../store/idSequences';
import type { Store } from '../store/store';
import { demoPicture } from './images';

/** Class circles seeded for at most this many classes (a benchmark-sized school keeps its seeding time). */
const CLASS_CIRCLES_MAX = 40;

/** Demo pictures for posts, stored through the files module; answers their paths. */
async function storePictures(): Promise<string[]> {
  const palettes: [[number, number, number], [number, number, number]][] = [
    [
      [66, 133, 244],
      [52, 168, 83],
    ],
    [
      [251, 188, 5],
      [234, 67, 53],
    ],
    [
      [142, 68, 173],
      [52, 152, 219],
    ],
    [
      [26, 188, 156],
      [241, 196, 15],
    ],
  ];
  const paths: string[] = [];
  for (const [from, to] of palettes)
    paths.push(fileUrl(await storeBytes(demoPicture(from, to), IMAGE_KINDS)));
  return paths;
}

/**
 * The demo school's general circles, with and without boards; each class's own circle is seeded with
 * its class (`seedClassCircles`), since a class circle no class holds could be opened by no one.
 */
const CIRCLES = [
  {
    name: '教学交流圈',
    introduction:
      '老师、助教和同学们交流学习方法、分享课堂心得的地方。欢迎大家发帖讨论，互相帮助，共同进步。' +
      '教研讨论板块供老师和助教交流教学经验，学习求助板块欢迎同学们提出学习中遇到的问题，综合板块可以分享学习计划、复习方法和课外阅读。',
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
  const pictures = await storePictures();
  const images = (...n: number[]) => n.map((i) => ({ type: 1, resource_url: pictures[i] ?? '' }));
  const posts = [
    {
      by: teacher,
      plateId: 11,
      title: '分享：如何讲好一元二次方程',
      content: '<p>先从实际问题引入，再讲配方法。</p>',
      resources: images(0),
      isTop: 1,
    },
    {
      by: students[0],
      plateId: 12,
      title: '这道几何题怎么做？',
      content: '<p>求三角形面积，已知两边和夹角。</p>',
      resources: images(1, 2),
      isFine: 1,
    },
    {
      by: students[2],
      plateId: 10,
      title: '期中复习计划',
      content: '<p>每天一小时，先数学后英语。</p>',
      resources: [],
    },
  ];
  let postId = 0;
  for (const post of posts) {
    if (!post.by) continue;
    postId += 1;
    const role = post.by.role as 'teacher' | 'assistant' | 'student';
    await send(1, {
      type: 'CreatePost',
      data: {
        id: postId,
        groupId: 1,
        plateId: post.plateId,
        uid: Number(post.by.id),
        userType: COMMUNITY_IDENTITY[role],
        title: post.title,
        content: post.content,
        resourceType: 1,
        resources: post.resources,
        isTop: post.isTop ?? 2,
        isFine: post.isFine ?? 2,
        at: now - 1800 + postId * 60,
      },
    });
  }
  const classCircles = await seedClassCircles(store, now, postId, images);
  await raiseIdSequence(store.db, store.kind, POST_ID_TABLE, classCircles.lastPostId);
  return commands + classCircles.commands;
}

/**
 * Each class's own circle (group_type 2, the class's group_id): its staff and its first four students
 * are members; the head teacher posts a notice, students post questions and photos.
 */
async function seedClassCircles(
  store: Store,
  now: number,
  firstPostId: number,
  images: (...n: number[]) => { type: number; resource_url: string }[],
): Promise<{ commands: number; lastPostId: number }> {
  let commands = 0;
  let postId = firstPostId;
  const send = (id: number, command: GroupCommand) => {
    commands += 1;
    return store.handle(groupDecider, streamId('communityGroup', id), command, systemMeta);
  };
  const classes = await store.db
    .selectFrom('classes')
    .select(['id', 'name', 'group_id'])
    .orderBy('id')
    .limit(CLASS_CIRCLES_MAX)
    .execute();
  for (const klass of classes) {
    const groupId = Number(klass.group_id);
    await send(groupId, {
      type: 'CreateGroup',
      data: {
        id: groupId,
        name: `${klass.name}班级圈`,
        image: '',
        introduction: `${klass.name}的班级圈：老师发布班级动态，同学们分享学习心得、提出问题。`,
        announcement: '请文明发言，与学习无关的内容请勿发布。',
        groupType: 2,
        schoolId: 1,
        plateSwitch: 1,
        at: now - 7 * 86_400,
      },
    });
    const staff = await store.db
      .selectFrom('class_staff')
      .select(['user_id', 'duty'])
      .where('class_id', '=', klass.id)
      .orderBy('user_id')
      .execute();
    const classStudents = await store.db
      .selectFrom('class_students')
      .select('uid')
      .where('class_id', '=', klass.id)
      .orderBy('uid')
      .limit(4)
      .execute();
    const members = new Map<number, number>();
    for (const s of staff) {
      members.set(
        Number(s.user_id),
        s.duty === 'assistant' ? COMMUNITY_IDENTITY.assistant : COMMUNITY_IDENTITY.teacher,
      );
    }
    for (const s of classStudents) members.set(Number(s.uid), COMMUNITY_IDENTITY.student);
    let n = 0;
    for (const [uid, userType] of members) {
      n += 1;
      await send(groupId, { type: 'JoinGroup', data: { groupId, uid, userType, at: now - 86_400 + n } });
    }
    const head = staff.find((s) => s.duty === 'head_teacher');
    const [s1, s2, s3] = classStudents.map((s) => Number(s.uid));
    const classPosts = [
      head && {
        uid: Number(head.user_id),
        userType: COMMUNITY_IDENTITY.teacher,
        title: '本周学习安排',
        content: '<p>周三晚上直播答疑，请提前把问题发到班级圈。</p>',
        resources: [],
        isTop: 1,
      },
      s1 && {
        uid: s1,
        userType: COMMUNITY_IDENTITY.student,
        title: '今天的课堂笔记',
        content: '<p>整理了今天的重点，分享给大家。</p>',
        resources: images(2, 3),
        isFine: 1,
      },
      s2 && {
        uid: s2,
        userType: COMMUNITY_IDENTITY.student,
        title: '第三题没看懂',
        content: '<p>作业第三题的第二步是怎么得到的？</p>',
        resources: images(0),
      },
      s3 && {
        uid: s3,
        userType: COMMUNITY_IDENTITY.student,
        title: '周末一起复习吗',
        content: '<p>周六上午在线自习，有人一起吗？</p>',
        resources: [],
      },
    ];
    for (const [k, post] of classPosts.entries()) {
      if (!post) continue;
      postId += 1;
      await send(groupId, {
        type: 'CreatePost',
        data: {
          id: postId,
          groupId,
          plateId: 10,
          uid: post.uid,
          userType: post.userType,
          title: post.title,
          content: post.content,
          resourceType: 1,
          resources: post.resources,
          isTop: post.isTop ?? 2,
          isFine: post.isFine ?? 2,
          at: now - 7200 + k * 600,
        },
      });
    }
  }
  return { commands, lastPostId: postId };
}
