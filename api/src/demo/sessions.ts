import { DateTime } from 'luxon';
import { lessonAttendanceDecider, lessonAttendanceStreamId } from '../attendance';
import { fileUrl } from '../files/fileUrl';
import { IMAGE_KINDS } from '../files/limits';
import { storeBytes } from '../files/storage';
import { teamClassDecider } from '../school/teamClass';
import { type SessionCommand, sessionDecider, sessionStreamId } from '../sessions';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { demoContractNumber } from './plan';

const ZONE = 'Asia/Shanghai';
const HOUR = 3_600;
const DAY = 86_400;
/** A one-pixel picture standing in for a handout's pages (the files module keeps images today). */
const HANDOUT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const timeName = (start: number, minutes = 90) => {
  const at = DateTime.fromSeconds(start, { zone: ZONE });
  return `${at.toFormat('HH:mm')}-${at.plus({ minutes }).toFormat('HH:mm')}`;
};

/**
 * A term of lesson sessions around `now`, through the same deciders the API uses. Team class 1 (the
 * demo teacher's, assisted by the demo assistant) keeps its six held lessons and gains one playing
 * now, four upcoming and one cancelled by the teacher's leave; its held lessons get attendance,
 * handouts in each state (approved, rejected with a reason, pending) and two evaluations. A one-to-one
 * class of the same staff has a held, an upcoming and a lesson its student is on leave for (学员请假).
 */
export async function seedDemoSessions(store: Store, now: number): Promise<number> {
  const db = store.db;
  const team = await db.selectFrom('team_classes').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!team) return 0;
  let commands = 0;
  const teacher = Number(team.teacher_id);
  const assistant = Number(team.assistant_id);
  const students = (
    await db
      .selectFrom('team_class_students')
      .select('uid')
      .where('team_class_id', '=', 1)
      .orderBy('uid')
      .execute()
  ).map((s) => Number(s.uid));
  const top = await db
    .selectFrom('lesson_times')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let lessonId = Number(top?.id ?? 0);
  // On the half hour, as a timetable has it; the playing session began half an hour before that.
  const minute = Math.floor(now / 1800) * 1800;
  const schedule = async (teamClassId: number, arrangeTime: number) => {
    const id = ++lessonId;
    await store.handle(
      teamClassDecider,
      `teamClass-${teamClassId}`,
      {
        type: 'ScheduleLessonTime',
        data: { id, teamClassId, teacherId: teacher, arrangeTime, timeName: timeName(arrangeTime) },
      },
      systemMeta,
    );
    commands++;
    return id;
  };
  const session = async (command: SessionCommand) => {
    await store.handle(sessionDecider, sessionStreamId(command.data.sessionId), command, systemMeta);
    commands++;
  };

  // Team class 1: one lesson playing now, four upcoming, one of them cancelled by the teacher's leave.
  await schedule(1, minute - 30 * 60);
  const cancelledId = await schedule(1, minute + 2 * DAY);
  for (const days of [1, 7, 14]) await schedule(1, minute + days * DAY);
  const cancelled = await db
    .selectFrom('lesson_times')
    .select(['arrange_time', 'time_name'])
    .where('id', '=', cancelledId)
    .executeTakeFirstOrThrow();
  const facts = (sessionId: number, by: number, role: 'teacher' | 'assistant', at: number) => ({
    sessionId,
    by,
    role,
    at,
    edgeState: 'upcoming' as const,
  });
  await session({
    type: 'AskLeave',
    data: {
      ...facts(cancelledId, teacher, 'teacher', now - HOUR),
      context: {
        startsAt: Number(cancelled.arrange_time),
        endsAt: Number(cancelled.arrange_time) + 90 * 60,
        classType: 1,
      },
      students,
      className: team.class_name,
      arrangeTime: Number(cancelled.arrange_time),
      timeName: cancelled.time_name,
    },
  });

  // Held lessons of team class 1: attendance, handouts in each state, evaluations.
  const held = await db
    .selectFrom('lesson_times')
    .select(['id', 'arrange_time'])
    .where('team_class_id', '=', 1)
    .where('arrange_time', '<=', now - 2 * HOUR)
    .orderBy('arrange_time')
    .execute();
  const file = fileUrl(await storeBytes(HANDOUT_PNG, IMAGE_KINDS));
  for (const [n, lesson] of held.entries()) {
    const id = Number(lesson.id);
    const start = Number(lesson.arrange_time);
    for (const [i, uid] of students.slice(1, 7).entries()) {
      await store.handle(
        lessonAttendanceDecider,
        lessonAttendanceStreamId(id, uid),
        {
          type: 'ChangeCell',
          data: {
            timesId: id,
            uid,
            teamClassId: 1,
            by: assistant,
            at: start + HOUR,
            current: 'truant',
            event: i === 5 ? { type: 'cell.leave' } : { type: 'cell.manual', remark: '按时到课' },
          },
        },
        systemMeta,
      );
      commands++;
    }
    if (n < 3) {
      const upload = { ...facts(id, teacher, 'teacher', start - DAY), edgeState: 'completed' as const };
      await session({
        type: 'UploadHandout',
        data: {
          ...upload,
          fileName: `第${n + 1}次课讲义.png`,
          fileUrl: file,
          fid: file.split('/').pop() ?? '',
        },
      });
      const review = {
        ...facts(id, assistant, 'assistant', start - 12 * HOUR),
        edgeState: 'completed' as const,
      };
      if (n === 0) await session({ type: 'ReviewHandout', data: { ...review, approve: true, remark: '' } });
      if (n === 1)
        await session({
          type: 'ReviewHandout',
          data: { ...review, approve: false, remark: '例题缺少解析，请补充后重新上传' },
        });
    }
    if (n === 0)
      for (const [i, uid] of students.slice(0, 2).entries())
        await session({
          type: 'EvaluateStudent',
          data: {
            ...facts(id, teacher, 'teacher', start + 2 * HOUR),
            edgeState: 'completed',
            uid,
            remark: i === 0 ? '课堂专注，回答问题积极，继续保持。' : '作业完成认真，课上可以多发言。',
          },
        });
  }

  // A one-to-one class (one student) of the same staff.
  const topTeam = await db
    .selectFrom('team_classes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const oneToOne = Number(topTeam?.id ?? 0) + 1;
  const student = students[0];
  if (student === undefined) return commands;
  await store.handle(
    teamClassDecider,
    `teamClass-${oneToOne}`,
    {
      type: 'OpenTeamClass',
      data: {
        id: oneToOne,
        className: `${team.class_name.replace(/小班\d*$/, '')}一对一${oneToOne}`,
        campusId: Number(team.campus_id),
        gradeId: Number(team.grade_id),
        classifyId: Number(team.classify_id),
        subjectId: Number(team.subject_id),
        teacherId: teacher,
        assistantId: assistant,
        teachingMode: 1,
        roomId: Number(team.room_id),
        startTime: minute - 7 * DAY,
        remarks: '',
        openedAt: now - 8 * DAY,
      },
    },
    systemMeta,
  );
  await store.handle(
    teamClassDecider,
    `teamClass-${oneToOne}`,
    {
      type: 'JoinTeamClass',
      data: {
        teamClassId: oneToOne,
        uid: student,
        at: now - 8 * DAY,
        contractNumber: demoContractNumber(oneToOne * 100 + student),
      },
    },
    systemMeta,
  );
  commands += 2;
  await schedule(oneToOne, minute - 7 * DAY);
  await schedule(oneToOne, minute + 3 * DAY);
  const onLeave = await schedule(oneToOne, minute + 10 * DAY);
  await store.handle(
    lessonAttendanceDecider,
    lessonAttendanceStreamId(onLeave, student),
    {
      type: 'ChangeCell',
      data: {
        timesId: onLeave,
        uid: student,
        teamClassId: oneToOne,
        by: assistant,
        at: now - HOUR,
        current: 'open',
        event: { type: 'cell.leave' },
      },
    },
    systemMeta,
  );
  return commands + 1;
}
