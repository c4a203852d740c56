import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation';
import { routes } from './routes';

/** The route table as it will be once these screens exist. */
const liveTable = Object.fromEntries(
  Object.entries(routes).map(([name, row]) => [
    name,
    {
      ...row,
      live:
        row.live || ['HomeworkManage', 'ClassManage', 'CurriculumManage', 'AssistantProfile'].includes(name),
    },
  ]),
);

const labels = (groups: ReturnType<typeof navigationFor>) =>
  groups.map(({ title, items }) => [title ?? '', items.map((item) => item.label)]);

describe('navigation differs by role', () => {
  it('shows only the routes whose screens exist', () => {
    expect(labels(navigationFor(routes, 'TEACHER'))).toEqual([
      ['', ['工作台']],
      ['教学', ['作业管理', '考试管理']],
      ['班级', ['班级管理', '我的课次', '课程日历']],
      ['社区', ['社区首页', '我的社区']],
      ['个人', ['个人中心']],
    ]);
  });

  it('gives a teacher no assistant-only route (team class list), and the profile both roles keep', () => {
    expect(labels(navigationFor(liveTable, 'TEACHER'))).toEqual([
      ['', ['工作台']],
      ['教学', ['作业管理', '考试管理']],
      ['班级', ['班级管理', '我的课次', '课程日历']],
      ['社区', ['社区首页', '我的社区']],
      ['个人', ['个人中心']],
    ]);
  });

  it('gives an assistant the team class list and the assistant profile', () => {
    expect(labels(navigationFor(liveTable, 'ASSISTANT'))).toEqual([
      ['', ['工作台']],
      ['教学', ['作业管理', '考试管理']],
      ['班级', ['班级管理', '班课列表', '我的课次', '课程日历']],
      ['社区', ['社区首页', '我的社区']],
      ['个人', ['个人中心']],
    ]);
  });

  it('links each entry to its route path', () => {
    const [, teaching] = navigationFor(liveTable, 'TEACHER');
    expect(teaching?.items[0]).toMatchObject({ name: 'HomeworkManage', href: '/homework' });
  });
});

describe('sub-pages say where they are', () => {
  it('every trail leads to a route of the table', () => {
    for (const row of Object.values(routes) as { trail?: { parent: { route: string } } }[]) {
      if (row.trail) expect(Object.keys(routes)).toContain(row.trail.parent.route);
    }
  });

  it('every live sub-page without a menu entry has a title and a way up', () => {
    const orphans = Object.entries(routes)
      .filter(([, row]) => row.live && row.access !== 'public' && !row.nav && !('trail' in row && row.trail))
      .map(([name]) => name);
    expect(orphans).toEqual([]);
  });
});
