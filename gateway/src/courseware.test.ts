import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Courseware through GraphQL over the real REST API (in-memory SQLite, the default demo school). */
let server: RunningServer;
let teacher: string;

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const gql = (query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${teacher}` });

const ROW =
  'id wareId name classifyId classifyName wareType fileName url fid size isSync classId sessionId picked abilities { edit { allowed } remove { allowed } }';

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
}, 60_000);
afterAll(() => server?.close());

describe('courseware', () => {
  it('the class tab lists the seeded courseware with abilities; the library marks what the class has', async () => {
    const tab = await gql(`query { classCourseware(classId: "1") { total list { ${ROW} } } }`);
    expect(tab.body.data.classCourseware.total).toBe(3);
    expect(tab.body.data.classCourseware.list[0]).toMatchObject({
      classId: '1',
      sessionId: null,
      isSync: false,
    });
    expect(tab.body.data.classCourseware.list[0].abilities.edit.allowed).toBe(true);
    const library = await gql(
      `query { coursewareLibrary(pickedForClass: "1", limit: 20) { total list { ${ROW} uploaderName } } }`,
    );
    const list = library.body.data.coursewareLibrary.list;
    expect(list.filter((w: { picked: boolean }) => w.picked)).toHaveLength(2);
    expect(list[0].uploaderName).not.toBe('');
  });

  it('adds an uploaded courseware, picks from the library (请选择课件 without a choice), previews and removes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(pdf)]), 'notes.pdf');
    const uploaded = await fetch(`${server.url}/api/lector/courseWare/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}` },
      body: form,
    }).then((r) => r.json() as Promise<{ data: { path: string; originalName: string; fid: string } }>);
    const added = await gql(
      `mutation($input: CoursewareInput!) { addClassCourseware(classId: "1", input: $input) { ${ROW} } }`,
      {
        input: {
          name: '课堂笔记',
          classifyId: '1',
          wareType: 'ORDINARY',
          fileUrl: uploaded.data.path,
          fileName: 'notes.pdf',
          isSync: true,
        },
      },
    );
    expect(added.body.data.addClassCourseware).toMatchObject({
      name: '课堂笔记',
      // Shared to the library as it was added (REST is_sync 1).
      isSync: true,
      fileName: 'notes.pdf',
      classifyName: '课堂讲义',
    });
    const tooLong = await gql(
      `mutation($input: CoursewareInput!) { addClassCourseware(classId: "1", input: $input) { id } }`,
      {
        input: { name: '课'.repeat(256), classifyId: '1', wareType: 'ORDINARY', fileUrl: uploaded.data.path },
      },
    );
    expect(tooLong.body.errors[0].message).toBe('课件名称不能超过255个字');
    const none = await gql('mutation { pickClassCourseware(classId: "1", wareIds: []) { id } }');
    expect(none.body.errors[0].message).toBe('请选择课件');
    const preview = await gql(`query($fid: String!) { coursewarePreview(fid: $fid) { url mime inline } }`, {
      fid: uploaded.data.fid,
    });
    expect(preview.body.data.coursewarePreview).toEqual({
      url: uploaded.data.path,
      mime: 'application/pdf',
      inline: true,
    });
    const removed = await gql(`mutation($id: ID!) { removeClassCourseware(id: $id) }`, {
      id: added.body.data.addClassCourseware.id,
    });
    expect(removed.body.data.removeClassCourseware).toBe(added.body.data.addClassCourseware.id);
  });

  it('session courseware: lists, picks from the library and removes', async () => {
    const before = await gql(`query { sessionCourseware(sessionId: "1") { ${ROW} } }`);
    expect(before.body.data.sessionCourseware).toHaveLength(1);
    const picked = await gql(
      'mutation { pickSessionCourseware(sessionId: "1", wareIds: ["2"]) { id sessionId wareId } }',
    );
    expect(picked.body.data.pickSessionCourseware).toEqual([
      expect.objectContaining({ sessionId: '1', wareId: '2' }),
    ]);
    const removed = await gql(`mutation($id: ID!) { removeSessionCourseware(id: $id) }`, {
      id: picked.body.data.pickSessionCourseware[0].id,
    });
    expect(removed.body.errors).toBeUndefined();
    const classify = await gql('query { coursewareClassifies { id name children { id name } } }');
    expect(classify.body.data.coursewareClassifies).toHaveLength(5);
  });
});
