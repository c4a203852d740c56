import type { SessionsRest } from '@school/api';
import type { Camel } from '../camel';

/** Shapes of the REST lesson session calls (`detailClassTime`, `getClassTimeStudent`, …): the API's output schemas. */
export type RestSession = SessionsRest.SessionDetail;
export type RestSessionStudent = SessionsRest.SessionStudent;
export type RestSessionRow = SessionsRest.SessionRow;

/** The answers as the GraphQL types read them (`camel` converts each once, where the resolver receives it). */
export type LessonSessionAnswer = Camel<RestSession>;
export type SessionWareAnswer = LessonSessionAnswer['getWareInfo'][number];
export type LessonSessionRowAnswer = Camel<RestSessionRow>;
