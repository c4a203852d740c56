import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Classes through GraphQL over the real REST API (in-memory SQLite, the default demo school). */
let server: RunningServer;
let teacher: string;
let assistant: string;

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  assistant = await signIn('13800000002');
}, 60_000);
afterAll(() => server?.close());

describe('classes', () => {
  it('the class list answers the caller’s classes with the column switches; onlyManaged keeps those headed', async () => {
    const all = await gql(
      teacher,
      'query { classes { total list { id name isHeadTeacher } switches { grade classify } } }',
    );
    expect(all.body.data.classes.total).toBe(4);
    expect(all.body.data.classes.switches).toEqual({ grade: true, classify: true });
    const managed = await gql(
      teacher,
      'query { classes(filter: { onlyManaged: true }) { list { id isHeadTeacher } } }',
    );
    expect(managed.body.data.classes.list.every((c: { isHeadTeacher: boolean }) => c.isHeadTeacher)).toBe(
      true,
    );
    const theirs = await gql(assistant, 'query { classes { total } }');
    expect(theirs.body.data.classes.total).toBe(2);
  });

  it('groupHidden says whether REST group_hidden is 2 (the class circle tab hidden)', async () => {
    const rest = await fetch(`${server.url}/api/lector/stateschoolclass?page=1&limit=100`, {
      headers: { authorization: `Bearer ${teacher}` },
    });
    const rows = ((await rest.json()) as { data: { list: { id: number; group_hidden: number }[] } }).data
      .list;
    const listed = await gql(teacher, 'query { classes(limit: 100) { list { id groupHidden } } }');
    expect(listed.body.data.classes.list).toEqual(
      rows.map((r) => ({ id: String(r.id), groupHidden: r.group_hidden === 2 })),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('the statistics tab answers figures and campuses; another teacher’s class is NOT_FOUND', async () => {
    const stats = await gql(
      teacher,
      `query($id: ID!) { classStatistics(classId: $id, limit: 5) {
        total campuses { id name } list { id nickname studySeconds progressRate truantTimes homeworkAssigned }
      } }`,
      { id: '1' },
    );
    expect(stats.body.data.classStatistics.total).toBe(30);
    expect(stats.body.data.classStatistics.campuses).toHaveLength(2);
    expect(stats.body.data.classStatistics.list[0]).toMatchObject({ studySeconds: 0, progressRate: 0 });
    const other = await gql(teacher, 'query { schoolClass(id: "2") { id } }');
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(other.body.errors[0].message).toBe('班级不存在');
  });

  it('a schedule image is stored and set; an export answers a private url', async () => {
    const set = await gql(
      teacher,
      'mutation($b: String!) { setClassScheduleImage(classId: "1", fileName: "a.png", imageBase64: $b) { scheduleImage } }',
      { b: PNG },
    );
    expect(set.body.data.setClassScheduleImage.scheduleImage).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
    const bad = await gql(
      teacher,
      'mutation($b: String!) { setClassScheduleImage(classId: "1", fileName: "a.png", imageBase64: $b) { id } }',
      { b: Buffer.from('<svg onload=alert(1)>').toString('base64') },
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const exported = await gql(
      teacher,
      'mutation { exportStudentStudy(id: "7", classId: "1") { url fileName } }',
    );
    expect(exported.body.data.exportStudentStudy.url).toMatch(/^\/api\/exports\/[A-Za-z0-9_-]{32}$/);
  });
});
