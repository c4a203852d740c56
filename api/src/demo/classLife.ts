import { DateTime } from 'luxon';
import { ANNOUNCEMENT_ID_TABLE, announcementDecider } from '../announcements/index';
import { MEETING_ID_TABLE, meetingDecider, newCodes } from '../meetings/index';
import { SCHOOL_ZONE } from '../shared/schoolZone';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import { raiseIdSequence } from '../store/idSequences';
import type { Store } from '../store/store';

const DAY = 86_400;

const ANNOUNCEMENTS = [
  {
    title: '期中考试安排',
    content: '<p>期中考试定于<strong>下周五</strong>上午进行，请同学们做好复习。</p>',
  },
  {
    title: '本周作业提醒',
    content: '<p>请在周日晚上八点前提交本周作业：</p><ol><li>练习册第三章</li><li>课后阅读</li></ol>',
  },
  {
    title: '家长开放日',
    content: '<p>欢迎家长参加<span style="color: #e60000">本月底</span>的开放日活动。</p>',
  },
];

/**
 * Each class's meetings relative to now: one ended last week, one live now (started half an hour ago,
 * or at the school's midnight when the day is younger, so it is on today's calendar), two upcoming.
 */
export const DEMO_MEETINGS = [
  { name: '开学第一课：学习习惯养成', start: -7 * DAY, minutes: 60, room: '8801' },
  { name: '期中动员班会', start: -30 * 60, minutes: 120, room: '8802', today: true },
  { name: '安全教育主题班会', start: 2 * DAY, minutes: 45, room: 'VID-2026-1103' },
  { name: '期末复习方法分享', start: 9 * DAY, minutes: 60, room: '8803' },
];

type DemoMeeting = (typeof DEMO_MEETINGS)[number];

/** When a demo meeting starts, seeded at `now`. */
export function demoMeetingStart(meeting: DemoMeeting, now: number): number {
  if (!('today' in meeting)) return now + meeting.start;
  const midnight = DateTime.fromSeconds(now, { zone: SCHOOL_ZONE }).startOf('day').toSeconds();
  return Math.max(now + meeting.start, midnight);
}

/**
 * The demo classes' announcements and class meetings, published by each class's head teacher through
 * the command path: every class has announcements and meetings, one of them live now (so the disabled
 * statistics can be seen), and its students joined the ended one and part of the live one.
 */
export async function seedDemoClassLife(store: Store, now: number): Promise<number> {
  const db = store.db;
  const heads = await db
    .selectFrom('class_staff as cs')
    .innerJoin('users as u', 'u.id', 'cs.user_id')
    .select(['cs.class_id', 'u.id', 'u.real_name', 'u.nickname'])
    .where('cs.duty', '=', 'head_teacher')
    .orderBy('cs.class_id')
    .execute();
  const seen = new Set<number>();
  let commands = 0;
  let announcementId = 0;
  let meetingId = 0;
  for (const head of heads) {
    const classId = Number(head.class_id);
    if (seen.has(classId)) continue;
    seen.add(classId);
    for (const [n, a] of ANNOUNCEMENTS.entries()) {
      announcementId += 1;
      commands += 1;
      await store.handle(
        announcementDecider,
        streamId('announcement', announcementId),
        {
          type: 'PublishAnnouncement',
          actor: { headTeacher: true },
          data: {
            id: announcementId,
            classId,
            ...a,
            authorId: Number(head.id),
            nickname: head.real_name || head.nickname,
            at: now - (ANNOUNCEMENTS.length - n) * DAY,
          },
        },
        systemMeta,
      );
    }
    const students = await db
      .selectFrom('class_students')
      .select('uid')
      .where('class_id', '=', classId)
      .where('status', '=', 1)
      .orderBy('uid')
      .execute();
    for (const [n, m] of DEMO_MEETINGS.entries()) {
      meetingId += 1;
      commands += 1;
      const startTime = demoMeetingStart(m, now);
      const id = meetingId;
      await store.handle(
        meetingDecider,
        streamId('classMeeting', id),
        {
          type: 'CreateMeeting',
          actor: { headTeacher: true },
          data: {
            id,
            classId,
            meetingName: m.name,
            startTime,
            endTime: startTime + m.minutes * 60,
            teacherName: head.real_name || head.nickname,
            roomId: m.room,
            creatorId: Number(head.id),
            codes: newCodes(),
            at: startTime - DAY,
          },
        },
        systemMeta,
      );
      // Most of the class joined the ended meeting, a third the live one so far.
      const joiners =
        n === 0
          ? students.filter((_, i) => i % 5 !== 4)
          : n === 1
            ? students.filter((_, i) => i % 3 === 0)
            : [];
      for (const [k, s] of joiners.entries()) {
        commands += 1;
        await store.handle(
          meetingDecider,
          streamId('classMeeting', id),
          { type: 'JoinMeeting', data: { id, uid: Number(s.uid), at: startTime + 60 + k } },
          systemMeta,
        );
      }
    }
  }
  await raiseIdSequence(db, store.kind, ANNOUNCEMENT_ID_TABLE, announcementId);
  await raiseIdSequence(db, store.kind, MEETING_ID_TABLE, meetingId);
  return commands;
}
