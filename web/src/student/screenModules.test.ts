import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STUDENT_HOME } from '../shared/session/roles';
import { screenOfPath, studentScreenPaths } from './screenModules';

/** The student router's table as StudentApp builds it, each route named by its screen. */
const routerTable: RouteObject[] = [
  {
    path: STUDENT_HOME,
    children: [
      ...Object.entries(studentScreenPaths).map(([id, path]) =>
        path === '' ? { id, index: true } : { id, path },
      ),
      { id: 'notFound', path: '*' },
    ],
  },
];

/** What react-router opens for a path: the screen's name and the path's parameters. */
function routerOpens(pathname: string) {
  const matches = matchRoutes(routerTable, pathname);
  const last = matches?.at(-1);
  if (!last || last.route.id === 'notFound' || !last.route.id) return undefined;
  return { name: last.route.id, params: { ...last.params } };
}

const paths = [
  '/student',
  '/student/',
  '/student/homework/42',
  '/student/homework/42/',
  '/student/homework/a%20b',
  '/student/homework/42/extra',
  '/student/homework',
  '/student/exams',
  '/student/exam/7',
  '/student/exam/7/review',
  '/student/exam/7/other',
  '/student/schedule',
  '/student/saved',
  '/student/community',
  '/student/community/circle/3',
  '/student/community/circle/3/new',
  '/student/community/post/9',
  '/student/community/post',
  '/student/nothing',
];

describe('the screen a student path opens', () => {
  it.each(paths)('%s: the screen and parameters react-router matches', (path) => {
    expect(screenOfPath(path)).toEqual(routerOpens(path));
  });

  it('names a screen for most of the paths above and none for the unknown ones', () => {
    expect(paths.filter((path) => screenOfPath(path) === undefined)).toEqual([
      '/student/homework/42/extra',
      '/student/homework',
      '/student/exam/7/other',
      '/student/community/post',
      '/student/nothing',
    ]);
  });
});
