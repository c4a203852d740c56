import { hashPassword } from '../auth/password';
import { userDecider } from '../auth/userDecider';
import { knowledgePointDecider } from '../questionBank/knowledgePoints';
import { questionDecider } from '../questionBank/questionDecider';
import { QUESTION_ID_TABLE } from '../questionBank/questionIds';
import { catalogueDecider } from '../school/catalogue';
import { courseDecider } from '../school/course';
import { classDecider } from '../school/schoolClass';
import { teamClassDecider } from '../school/teamClass';
import { streamId, unreachable } from '../store/decider';
import { countEvents, systemMeta } from '../store/eventStore';
import { raiseIdSequence } from '../store/idSequences';
import { type Store, type StreamCommand, streamCommand } from '../store/store';
import { seedDemoAnswers } from './answers';
import { seedDemoAttendance } from './attendance';
import { seedDemoPlaybacks } from './calendar';
import { seedDemoClassLife } from './classLife';
import { seedDemoCommunity } from './community';
import { seedDemoPostActivity } from './communityActivity';
import { seedDemoCourseware } from './courseware';
import { seedDemoExams } from './exams';
import { seedDemoGrades } from './grades';
import { seedDemoHomework } from './homework';
import { type PlannedCommand, planDemoSchool } from './plan';
import { DEMO_PASSWORD, type DemoScale } from './scale';
import { seedDemoSessions } from './sessions';
import { seedDemoStudy } from './study';

/**
 * Sends every planned command through the command pipeline, so the demo school is ordinary events,
 * then publishes the scale's homework and has its students answer. Meant for an empty database: `events` counts the whole log.
 */
export async function seedDemoSchool(
  store: Store,
  scale: DemoScale,
): Promise<{ commands: number; events: number }> {
  const planned = await seedDemoRoster(store, scale);
  const homework = await seedDemoHomework(store, scale.homeworkPerClass);
  const submitted = await seedDemoAnswers(store, scale.submitRate, scale.seed);
  const graded =
    scale.grades === false ? 0 : await seedDemoGrades(store, scale.seed, Math.floor(Date.now() / 1000));
  const studied = scale.study ? await seedDemoStudy(store, scale.seed, Math.floor(Date.now() / 1000)) : 0;
  const exams = await seedDemoExams(store);
  // Lesson sessions, leave and attendance come with study (tests start without them).
  const sessions = scale.study ? await seedDemoSessions(store, Math.floor(Date.now() / 1000)) : 0;
  const attended = scale.study ? await seedDemoAttendance(store, Math.floor(Date.now() / 1000)) : 0;
  const community =
    (await seedDemoCommunity(store, Math.floor(Date.now() / 1000))) +
    (await seedDemoPostActivity(store, Math.floor(Date.now() / 1000)));
  const courseware = await seedDemoCourseware(store, Math.floor(Date.now() / 1000));
  const classLife = await seedDemoClassLife(store, Math.floor(Date.now() / 1000));
  const playbacks = await seedDemoPlaybacks(store, Math.floor(Date.now() / 1000));
  return {
    commands:
      planned +
      homework +
      2 * submitted +
      graded +
      studied +
      exams +
      sessions +
      attended +
      community +
      courseware +
      classLife +
      playbacks,
    events: await countEvents(store.db),
  };
}

/** Planned commands sent in one transaction: a school of thousands is seeded in seconds, not minutes. */
const BATCH = 500;

/**
 * The demo school's people, courses, classes, team classes and question bank (the plan), without
 * homework or activity: what a benchmark that publishes its own homework starts from. Answers the
 * number of commands sent.
 */
export async function seedDemoRoster(store: Store, scale: DemoScale): Promise<number> {
  const plan = planDemoSchool(scale, await hashPassword(DEMO_PASSWORD));
  for (let i = 0; i < plan.length; i += BATCH) {
    await store.handleAll(plan.slice(i, i + BATCH).map(toStreamCommand), systemMeta);
  }
  await raiseIdSequence(store.db, store.kind, QUESTION_ID_TABLE, highestQuestionId(plan));
  return plan.length;
}

/** The plan numbers its questions itself; the sequence continues after them. */
const highestQuestionId = (plan: readonly PlannedCommand[]) =>
  plan.reduce(
    (max, step) =>
      step.stream === 'question' && step.command.type === 'AddQuestion'
        ? Math.max(max, step.id, ...step.command.data.question.items.map((i) => i.id))
        : max,
    0,
  );

function toStreamCommand(step: PlannedCommand): StreamCommand {
  const id = streamId(step.stream, step.id);
  switch (step.stream) {
    case 'user':
      return streamCommand(userDecider, id, step.command);
    case 'catalogue':
      return streamCommand(catalogueDecider, id, step.command);
    case 'course':
      return streamCommand(courseDecider, id, step.command);
    case 'class':
      return streamCommand(classDecider, id, step.command);
    case 'teamClass':
      return streamCommand(teamClassDecider, id, step.command);
    case 'knowledgePoints':
      return streamCommand(knowledgePointDecider, id, step.command);
    case 'question':
      return streamCommand(questionDecider, id, step.command);
    default:
      return unreachable(step);
  }
}
