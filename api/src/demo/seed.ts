import { hashPassword } from '../auth/password';
import { userDecider } from '../auth/userDecider';
import { knowledgePointDecider } from '../questionBank/knowledgePoints';
import { questionDecider } from '../questionBank/questionDecider';
import { QUESTION_ID_TABLE } from '../questionBank/questionIds';
import { catalogueDecider } from '../school/catalogue';
import { courseDecider } from '../school/course';
import { classDecider } from '../school/schoolClass';
import { teamClassDecider } from '../school/teamClass';
import { streamId } from '../store/decider';
import { countEvents, systemMeta } from '../store/eventStore';
import { raiseIdSequence } from '../store/idSequences';
import type { Store } from '../store/store';
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
  const plan = planDemoSchool(scale, await hashPassword(DEMO_PASSWORD));
  for (const step of plan) await send(store, step);
  await raiseIdSequence(store.db, store.kind, QUESTION_ID_TABLE, highestQuestionId(plan));
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
      plan.length +
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

/** The plan numbers its questions itself; the sequence continues after them. */
const highestQuestionId = (plan: readonly PlannedCommand[]) =>
  plan.reduce(
    (max, step) =>
      step.stream === 'question' && step.command.type === 'AddQuestion'
        ? Math.max(max, step.id, ...step.command.data.question.items.map((i) => i.id))
        : max,
    0,
  );

function send(store: Store, step: PlannedCommand) {
  const id = streamId(step.stream, step.id);
  switch (step.stream) {
    case 'user':
      return store.handle(userDecider, id, step.command, systemMeta);
    case 'catalogue':
      return store.handle(catalogueDecider, id, step.command, systemMeta);
    case 'course':
      return store.handle(courseDecider, id, step.command, systemMeta);
    case 'class':
      return store.handle(classDecider, id, step.command, systemMeta);
    case 'teamClass':
      return store.handle(teamClassDecider, id, step.command, systemMeta);
    case 'knowledgePoints':
      return store.handle(knowledgePointDecider, id, step.command, systemMeta);
    case 'question':
      return store.handle(questionDecider, id, step.command, systemMeta);
  }
}
