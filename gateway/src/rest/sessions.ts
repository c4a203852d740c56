import type { SessionsRest } from '@school/api';

/** Shapes of the REST lesson session calls (`detailClassTime`, `getClassTimeStudent`, …): the API's output schemas. */
export type RestSession = SessionsRest.SessionDetail;
export type RestSessionStudent = SessionsRest.SessionStudent;
export type RestSessionRow = SessionsRest.SessionRow;
