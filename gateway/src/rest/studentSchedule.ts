/** Shapes of the student app's schedule, leave and meeting join (`/api/app/…`): the API's own answer types. */
import type { AttendanceRest, ClassLifeRest } from '@school/api';
import type { Camel } from '../camel';

export type RestMyPeriod = AttendanceRest.MyPeriod;
export type RestMyPeriods = AttendanceRest.MyPeriods;
export type RestMyPeriodAbilities = RestMyPeriod['abilities'];
export type RestJoinedMeeting = ClassLifeRest.JoinedMeeting;
export type MyPeriodAnswer = Camel<RestMyPeriod>;
export type MyPeriodAbilitiesAnswer = MyPeriodAnswer['abilities'];
export type JoinedMeetingAnswer = Camel<RestJoinedMeeting>;
