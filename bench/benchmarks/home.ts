import { DateTime } from 'luxon';
import { DEFAULT_SCALE, DEMO_ACCOUNTS } from '../../api/src/demo/scale';
import { signIn } from '../lib/accounts';
import { graphqlBody, graphqlOk } from '../lib/graphql';
import type { Figure } from '../lib/report';
import { seedSchool } from '../lib/school';
import { machineLoad, timeCalls } from '../lib/sequential';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const CLASSES = 30;

/** The home screen's query (web/src/home: HomeScreen with TodoList_workbench), as the browser sends it. */
const HOME = `query HomeScreen {
  me { canCorrect user { id nickname } }
  workbench {
    recentDays
    grading { count itemCount items { homeworkId classId homeworkName className waiting oldestSubmitTime reportId } }
    examMarking { count itemCount items { examId examName waiting oldestSubmitTime reportId } }
    leave { count itemCount items { classId className waiting latestCreatedAt } }
    handouts { count itemCount items { sessionId className oneToOne arrangeTime timeName fileName } }
    recentDeadlines { count itemCount items { homeworkId classId homeworkName className endingTime total submitted submitRate } }
  }
}`;
/** The home's lessons of today (the calendar's day, as UpcomingLessons asks for it). */
const LESSONS =
  'query Lessons($date: String!) { calendarDay(date: $date) { key kind periodTitle startTime } }';

/**
 * The home (工作台) of a teacher of 30 classes (the demo teacher teaches in every class of a 30-class
 * school, each class with two homework whose reports wait for grading): the REST call `GET workbench`,
 * the home's GraphQL query and today's lessons, one caller, warm, on SQLite.
 */
export async function homeBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool({
    ...DEFAULT_SCALE,
    classes: CLASSES,
    studentsPerClass: 20,
    homeworkPerClass: 2,
    grades: false,
    demoTeacherClasses: CLASSES,
  });
  const server = await startServer({ role: 'one', databaseUrl: school.url });
  try {
    const { token } = await signIn(server.url, DEMO_ACCOUNTS.teacher);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rest = async () => {
      const res = await fetch(`${server.url}/api/lector/workbench`, { headers });
      const body = (await res.json()) as { code: number; msg: string; data: { grading: { total: number } } };
      if (body.code !== 0) throw new Error(`workbench: ${body.msg}`);
      return body.data;
    };
    const graphql =
      (query: string, variables: Record<string, unknown> = {}) =>
      async () => {
        const res = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers,
          body: graphqlBody(query, variables),
        });
        const text = await res.text();
        if (!graphqlOk(text)) throw new Error(`graphql: ${text.slice(0, 200)}`);
      };
    const first = await rest();
    const classes = await fetch(`${server.url}/api/lector/stateschoolclass?limit=100&only_manager=0`, {
      headers,
    });
    const taught = ((await classes.json()) as { data: { total: number } }).data.total;
    if (taught < CLASSES) throw new Error(`the demo teacher has ${taught} classes, not ${CLASSES}`);
    const today = DateTime.now().setZone('Asia/Shanghai').toISODate();
    const phase = Math.min(seconds, 8);
    const restTimes = await timeCalls(rest, { seconds: phase });
    const homeTimes = await timeCalls(graphql(HOME), { seconds: phase });
    const lessonTimes = await timeCalls(graphql(LESSONS, { date: today }), { seconds: phase });
    const note = `teacher of ${taught} classes, ${first.grading.total} reports waiting; ${school.events} events seeded in ${school.seedSeconds.toFixed(0)} s; one caller; shared 2-core machine, ${machineLoad()}`;
    const figures = (name: string, t: { p50: number; p95: number; runs: number }, withNote = false) => [
      {
        benchmark: 'home',
        name: `${name}: p50`,
        value: t.p50,
        unit: 'ms',
        note: `${t.runs} calls${withNote ? `; ${note}` : ''}`,
      },
      {
        benchmark: 'home',
        name: `${name}: p95`,
        value: t.p95,
        unit: 'ms',
        target: { kind: 'max' as const, value: 50, of: 'value' as const },
      },
    ];
    return [
      ...figures('REST GET workbench (30 classes)', restTimes, true),
      ...figures('GraphQL HomeScreen (30 classes)', homeTimes),
      ...figures('GraphQL calendarDay today (30 classes)', lessonTimes),
    ];
  } finally {
    await server.close();
    await school.drop();
  }
}
