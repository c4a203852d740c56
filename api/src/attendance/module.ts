import type { DomainModule } from '../domain';
import { lessonAttendanceProjection, periodAttendanceProjection } from './projections';
import { attendanceRoutes, leaveAppRoutes } from './routes';
import { attendanceMigrations } from './tables';

/** Leave requests and attendance of class course periods, and team classes with their attendance. */
export const attendanceModule: DomainModule = {
  name: 'attendance',
  migrations: attendanceMigrations,
  projections: [periodAttendanceProjection, lessonAttendanceProjection],
  staffRoutes: attendanceRoutes,
  apiRoutes: leaveAppRoutes,
};
