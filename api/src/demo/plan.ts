import { type Faker, fakerZH_CN } from '@faker-js/faker';
import { DateTime } from 'luxon';
import type { UserCommand } from '../auth/userDecider';
import { planQuestionBank } from '../questionBank/demoQuestions';
import type { KnowledgePointCommand } from '../questionBank/knowledgePoints';
import type { QuestionCommand } from '../questionBank/questionDecider';
import type { CatalogueCommand, CatalogueKind } from '../school/catalogue';
import type { CourseCommand } from '../school/course';
import type { ClassCommand } from '../school/schoolClass';
import type { TeamClassCommand } from '../school/teamClass';
import {
  classCircleId,
  DEMO_ACCOUNTS,
  type DemoScale,
  FORMULA_NICKNAME,
  FORMULA_NICKNAME_STUDENT,
} from './scale';

/** One command for one stream, in the order the generator sends them. */
export type PlannedCommand =
  | { stream: 'user'; id: number; command: UserCommand }
  | { stream: 'catalogue'; id: number; command: CatalogueCommand }
  | { stream: 'course'; id: number; command: CourseCommand }
  | { stream: 'class'; id: number; command: ClassCommand }
  | { stream: 'teamClass'; id: number; command: TeamClassCommand }
  | { stream: 'knowledgePoints'; id: number; command: KnowledgePointCommand }
  | { stream: 'question'; id: number; command: QuestionCommand };

const ZONE = 'Asia/Shanghai';
/** The school year the demo data is set in; fixed, so the same seed gives the same school. */
const TERM_START = DateTime.fromISO('2026-09-01T08:00', { zone: ZONE });
/** When the demo school's records say they were made. */
export const DEMO_NOW = Math.floor(TERM_START.minus({ days: 14 }).toSeconds());
const at = (dt: DateTime) => Math.floor(dt.toSeconds());

/** The demo school's enrolment contracts are numbered per term: HT2026 then a five-digit serial. */
export const demoContractNumber = (serial: number) => `HT2026${String(serial).padStart(5, '0')}`;

const CAMPUSES = ['北京朝阳校区', '上海徐汇校区'];
const GRADES = ['初一', '初二', '初三', '高一', '高二', '高三'];
const CLASSIFIES = ['同步提高', '竞赛培优', '升学冲刺'];
const SUBJECTS = ['语文', '数学', '英语', '物理', '化学'];
const COURSE_TYPES = [1, 2, 3, 7];

/**
 * The whole demo school as a list of commands, deterministic from the seed. Passwords are hashed
 * once by the caller: every generated account shares the demo password and its hash.
 */
export function planDemoSchool(scale: DemoScale, passwordHash: string): PlannedCommand[] {
  const faker: Faker = fakerZH_CN;
  faker.seed(scale.seed);
  const plan: PlannedCommand[] = [];
  const now = DEMO_NOW;
  const catalogueAdd = (kind: CatalogueKind, id: number, name: string, extra: object = {}) =>
    plan.push({
      stream: 'catalogue',
      id: 1,
      command: { type: 'AddCatalogueEntry', data: { kind, entry: { id, name, ...extra } } },
    });

  for (const [i, name] of CAMPUSES.entries()) catalogueAdd('campus', i + 1, name);
  for (const [i, name] of GRADES.entries()) catalogueAdd('grade', i + 1, name, { sort: i + 1 });
  for (const [i, name] of CLASSIFIES.entries()) catalogueAdd('classify', i + 1, name);
  for (const [i, name] of SUBJECTS.entries()) catalogueAdd('subject', i + 1, name);
  const rooms = CAMPUSES.flatMap((_, c) =>
    [1, 2].map((r) => ({ id: c * 2 + r, campusId: c + 1, name: `${r}0${c + 1}教室` })),
  );
  for (const room of rooms) catalogueAdd('room', room.id, room.name, { campusId: room.campusId });

  let userId = 0;
  const register = (
    role: 'teacher' | 'assistant' | 'student',
    mobile: string,
    caps = { canDispatch: true, canCorrect: true },
  ) => {
    const id = ++userId;
    const realName = faker.person.lastName() + faker.person.firstName();
    // One demo student chose a nickname that looks like a spreadsheet formula: exports must keep it text.
    const nickname =
      mobile === FORMULA_NICKNAME_STUDENT
        ? FORMULA_NICKNAME
        : role === 'teacher'
          ? `${realName}老师`
          : realName;
    plan.push({
      stream: 'user',
      id,
      command: {
        type: 'RegisterUser',
        data: {
          id,
          role,
          mobile,
          nickname,
          realName,
          avatar: '',
          introduction:
            role === 'student'
              ? ''
              : `${realName}，${faker.helpers.arrayElement(SUBJECTS)}教学${faker.number.int({ min: 3, max: 15 })}年`,
          passwordHash,
          now,
          ...(role === 'student' ? { canDispatch: false, canCorrect: false } : caps),
        },
      },
    });
    return id;
  };

  const teacherCount = Math.max(3, Math.ceil(scale.classes / 2));
  const assistantCount = Math.max(3, Math.ceil(scale.classes / 3));
  const teachers = Array.from({ length: teacherCount }, (_, i) =>
    register('teacher', i === 0 ? DEMO_ACCOUNTS.teacher : `138001${String(i).padStart(5, '0')}`),
  );
  const assistants = Array.from({ length: assistantCount }, (_, i) =>
    register(
      'assistant',
      i === 0
        ? DEMO_ACCOUNTS.assistant
        : i === 1
          ? DEMO_ACCOUNTS.correctingAssistant
          : `138002${String(i).padStart(5, '0')}`,
      { canDispatch: i !== 1, canCorrect: true },
    ),
  );
  const students = Array.from({ length: scale.classes * scale.studentsPerClass }, (_, i) =>
    register('student', `139${String(i + 1).padStart(8, '0')}`),
  );

  // Courses: parents with two child courses each, four periods per course.
  let courseId = 0;
  let periodId = 0;
  const parentCourses: number[] = [];
  const courseCount = Math.max(2, Math.ceil(scale.classes / 2));
  const addCourse = (title: string, parentId: number | null, teacherIds: number[]) => {
    const id = ++courseId;
    const courseType = faker.helpers.arrayElement(COURSE_TYPES);
    plan.push({
      stream: 'course',
      id,
      command: {
        type: 'CreateCourse',
        data: { id, title, courseType, parentId, coverImg: '', teacherIds, createdAt: now },
      },
    });
    for (let p = 1; p <= 4; p++) {
      const start = TERM_START.plus({ weeks: p - 1, days: id % 5 });
      plan.push({
        stream: 'course',
        id,
        command: {
          type: 'SchedulePeriod',
          data: {
            id: ++periodId,
            courseId: id,
            title: `第${p}讲`,
            sort: p,
            startPlay: at(start),
            endPlay: at(start.plus({ minutes: 90 })),
          },
        },
      });
    }
    return id;
  };
  for (let c = 0; c < courseCount; c++) {
    const subject = SUBJECTS[c % SUBJECTS.length] ?? '数学';
    const grade = GRADES[c % GRADES.length] ?? '初一';
    const owner = teachers[c % teachers.length] ?? 1;
    const parent = addCourse(`${grade}${subject}秋季班`, null, [owner]);
    parentCourses.push(parent);
    addCourse(`${grade}${subject}秋季班·基础`, parent, [owner]);
    addCourse(`${grade}${subject}秋季班·提高`, parent, [owner, teachers[(c + 1) % teachers.length] ?? owner]);
  }

  // Classes: the demo teacher heads the first; the demo assistant serves in it.
  const largeClasses = [
    { id: 1, name: '秋季大班A' },
    { id: 2, name: '秋季大班B' },
  ];
  for (let k = 0; k < scale.classes; k++) {
    const id = k + 1;
    const gradeIndex = k % GRADES.length;
    const head = teachers[k % teachers.length] ?? 1;
    const parent = parentCourses[k % parentCourses.length] ?? 1;
    plan.push({
      stream: 'class',
      id,
      command: {
        type: 'OpenClass',
        data: {
          id,
          name: `${GRADES[gradeIndex]}${Math.floor(k / GRADES.length) + 1}班`,
          gradeId: gradeIndex + 1,
          classifyId: (k % CLASSIFIES.length) + 1,
          largeClass: largeClasses[k % 2] ?? { id: 1, name: '秋季大班A' },
          validType: k % 3 === 2 ? 2 : 1,
          validTime: k % 3 === 2 ? at(TERM_START.plus({ months: 6 })) : null,
          coverImage: '',
          headTeacherIds: [head],
          teacherIds: [
            ...new Set([
              head,
              teachers[(k + 1) % teachers.length] ?? head,
              ...(k < (scale.demoTeacherClasses ?? 0) ? [teachers[0] ?? head] : []),
            ]),
          ],
          assistantIds: [assistants[k % assistants.length] ?? 1],
          groupId: classCircleId(id),
          groupHidden: 1,
          openedAt: now,
        },
      },
    });
    for (let s = 0; s < scale.studentsPerClass; s++) {
      const uid = students[k * scale.studentsPerClass + s] ?? 0;
      plan.push({
        stream: 'class',
        id,
        command: { type: 'EnrollStudent', data: { classId: id, uid, at: now } },
      });
    }
    // Every other class skips the second child course, so publish scopes reach different classes.
    for (const course of k % 2 === 1 ? [parent, parent + 1] : [parent, parent + 1, parent + 2]) {
      plan.push({
        stream: 'class',
        id,
        command: { type: 'AssignCourse', data: { classId: id, courseId: course } },
      });
    }
  }

  // The third class also takes the first course's second child course: that course then has a class
  // reached only through a child course (homework can be published to part of a course's classes).
  if (scale.classes >= 3 && courseCount >= 3) {
    plan.push({
      stream: 'class',
      id: 3,
      command: { type: 'AssignCourse', data: { classId: 3, courseId: 3 } },
    });
  }

  // Team classes: two per campus, six weekly lesson times each.
  let lessonId = 0;
  const teamClassCount = CAMPUSES.length * 2;
  for (let t = 0; t < teamClassCount; t++) {
    const id = t + 1;
    const campusId = Math.floor(t / 2) + 1;
    const teacherId = teachers[t % teachers.length] ?? 1;
    const subjectIndex = t % SUBJECTS.length;
    plan.push({
      stream: 'teamClass',
      id,
      command: {
        type: 'OpenTeamClass',
        data: {
          id,
          className: `${SUBJECTS[subjectIndex]}${t % 2 === 0 ? '精品' : '冲刺'}小班${id}`,
          campusId,
          gradeId: (t % GRADES.length) + 1,
          classifyId: (t % CLASSIFIES.length) + 1,
          subjectId: subjectIndex + 1,
          teacherId,
          assistantId: assistants[t % assistants.length] ?? 1,
          teachingMode: t % 2 === 0 ? 1 : 2,
          roomId: rooms[t % rooms.length]?.id ?? 1,
          startTime: at(TERM_START),
          remarks: '',
          openedAt: now,
        },
      },
    });
    for (let s = 0; s < Math.min(8, students.length); s++) {
      const uid = students[(t * 8 + s) % students.length] ?? 0;
      plan.push({
        stream: 'teamClass',
        id,
        command: {
          type: 'JoinTeamClass',
          data: { teamClassId: id, uid, at: now, contractNumber: demoContractNumber(t * 8 + s + 1) },
        },
      });
    }
    for (let l = 0; l < 6; l++) {
      const start = TERM_START.plus({ weeks: l, days: t % 5, hours: 10 });
      plan.push({
        stream: 'teamClass',
        id,
        command: {
          type: 'ScheduleLessonTime',
          data: {
            id: ++lessonId,
            teamClassId: id,
            teacherId,
            arrangeTime: at(start),
            timeName: `${start.toFormat('HH:mm')}-${start.plus({ minutes: 90 }).toFormat('HH:mm')}`,
          },
        },
      });
    }
  }
  plan.push(...planQuestionBank([teachers[0] ?? 1, assistants[0] ?? 1], now));
  return plan;
}
