import { announcementsModule } from './announcements/module';
import { attendanceModule } from './attendance/module';
import { authModule } from './auth/module';
import { calendarModule } from './calendar/module';
import { classesModule } from './classes/module';
import { communityModule } from './community/module';
import { coursewareModule } from './courseware/module';
import type { DomainModule } from './domain';
import { examsModule } from './exams/module';
import { exportsModule } from './exports/module';
import { filesModule } from './files/module';
import { gradebookModule } from './gradebook/module';
import { gradebookStampsProjection } from './gradebook/stamps';
import { gradingModule } from './grading/module';
import { homeworkModule } from './homework/module';
import { homeworkResultsModule } from './homeworkResults/module';
import { meetingsModule } from './meetings/module';
import { operationLogModule } from './operationLog/module';
import { profileModule } from './profile/module';
import { questionBankModule } from './questionBank/module';
import { rubricModule } from './rubric/module';
import { schoolModule } from './school/module';
import { sessionsModule } from './sessions/module';
import type { Projection } from './store/projection';
import { openStore } from './store/store';
import { submissionsModule } from './submissions/module';
import { workbenchModule } from './workbench/module';

/** Every domain of the API, in dependency order. A new domain is one line here. */
export const modules: readonly DomainModule[] = [
  authModule,
  filesModule,
  exportsModule,
  schoolModule,
  questionBankModule,
  homeworkModule,
  submissionsModule,
  classesModule,
  gradingModule,
  homeworkResultsModule,
  examsModule,
  attendanceModule,
  sessionsModule,
  communityModule,
  coursewareModule,
  announcementsModule,
  meetingsModule,
  profileModule,
  calendarModule,
  operationLogModule,
  rubricModule,
  workbenchModule,
  gradebookModule,
];

const domainProjections: readonly Projection[] = modules.flatMap((m) => m.projections);

/**
 * Every inline projection, in the order a rebuild empties (reversed) and refills them. The gradebook's
 * stamps come last: they follow the events of the projections whose tables the gradebook reads.
 */
export const allProjections: readonly Projection[] = [
  ...domainProjections,
  gradebookStampsProjection(domainProjections),
];

/** Every domain's migrations, in module order. */
export const allMigrations = modules.flatMap((m) => m.migrations);

/** Opens the store with every domain's tables and projections. */
export const openAppStore = (options: { databaseUrl?: string | undefined; clock?: () => number }) =>
  openStore({ ...options, projections: allProjections, migrations: allMigrations });
