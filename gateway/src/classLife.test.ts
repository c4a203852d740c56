import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Announcements, class meetings and the profile through GraphQL over the real REST API (demo school). */
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
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  assistant = await signIn('13800000002');
}, 60_000);
afterAll(() => server?.close());

describe('announcements', () => {
  it('the head teacher publishes, edits and deletes; the assistant reads without delete', async () => {
    const published = await gql(
      teacher,
      `mutation($c: ID!, $t: String!, $b: String!) { publishAnnouncement(classId: $c, title: $t, content: $b) {
        id title content publisher canDelete abilities { edit { allowed } } } }`,
      { c: '1', t: '运动会通知', b: '<p>周三<script>x()</script>运动会</p>' },
    );
    const a = published.body.data.publishAnnouncement;
    expect(a).toMatchObject({ title: '运动会通知', content: '<p>周三运动会</p>', canDelete: true });
    const updated = await gql(
      teacher,
      `mutation($id: ID!) { updateAnnouncement(id: $id, classId: "1", title: "运动会改期", content: "<p>周五</p>") { title } }`,
      { id: a.id },
    );
    expect(updated.body.data.updateAnnouncement.title).toBe('运动会改期');
    const seen = await gql(
      assistant,
      'query { classAnnouncements(classId: "1", limit: 50) { total publish { allowed reason } list { id canDelete } } }',
    );
    expect(seen.body.data.classAnnouncements.publish).toEqual({
      allowed: false,
      reason: '仅班主任可以发布公告',
    });
    expect(seen.body.data.classAnnouncements.list.find((x: { id: string }) => x.id === a.id).canDelete).toBe(
      false,
    );
    const tooLong = await gql(
      teacher,
      `mutation { publishAnnouncement(classId: "1", title: "${'长'.repeat(31)}", content: "<p>x</p>") { id } }`,
    );
    expect(tooLong.body.errors[0].message).toBe('标题最多30个字');
    const deleted = await gql(teacher, 'mutation($id: ID!) { deleteAnnouncement(id: $id) }', { id: a.id });
    expect(deleted.body.data.deleteAnnouncement).toBe(a.id);
  });
});

describe('class meetings', () => {
  it('creates a meeting, shows its codes and refuses one ending before it starts', async () => {
    const start = Math.floor(Date.now() / 1000) + 3600;
    const input = {
      name: '读书分享会',
      startTime: iso(start),
      endTime: iso(start + 3600),
      speaker: '黎老师',
      roomId: '9901',
    };
    const created = await gql(
      teacher,
      `mutation($input: ClassMeetingInput!) { createClassMeeting(classId: "1", input: $input) {
        id name liveStatus speaker roomId abilities { statistics { allowed } edit { allowed } } } }`,
      { input },
    );
    const m = created.body.data.createClassMeeting;
    expect(m).toMatchObject({
      name: '读书分享会',
      liveStatus: 'UPCOMING',
      speaker: '黎老师',
      roomId: '9901',
    });
    const codes = await gql(
      assistant,
      'query($id: ID!) { meetingJoinCodes(id: $id) { teacherCode assistantCode studentCode } }',
      { id: m.id },
    );
    expect(Object.values(codes.body.data.meetingJoinCodes)).toHaveLength(3);
    const refused = await gql(
      teacher,
      `mutation($input: ClassMeetingInput!) { createClassMeeting(classId: "1", input: $input) { id } }`,
      { input: { ...input, endTime: iso(start - 60) } },
    );
    expect(refused.body.errors[0].message).toBe('结束时间必须晚于开始时间');
    const list = await gql(
      teacher,
      'query { classMeetings(classId: "1", limit: 50) { total create { allowed } list { id liveStatus abilities { statistics { allowed reason } } } } }',
    );
    const live = list.body.data.classMeetings.list.find(
      (x: { liveStatus: string }) => x.liveStatus === 'LIVE',
    );
    expect(live.abilities.statistics).toEqual({ allowed: false, reason: '班会进行中，结束后可查看统计' });
    const ended = list.body.data.classMeetings.list.find(
      (x: { liveStatus: string }) => x.liveStatus === 'ENDED',
    );
    const stats = await gql(
      teacher,
      'query($id: ID!) { classMeetingStatistics(id: $id, joined: true) { total meeting { joinCount } list { nickname joined joinTime } } }',
      { id: ended.id },
    );
    const s = stats.body.data.classMeetingStatistics;
    expect(s.total).toBe(s.meeting.joinCount);
    expect(s.list[0].joined).toBe(true);
  });
});

describe('profile', () => {
  it('uploads an avatar and saves the assistant profile; a weak password is refused', async () => {
    const upload = await gql(assistant, 'mutation($b: String!) { uploadAvatar(imageBase64: $b) }', {
      b: PNG,
    });
    const avatar = upload.body.data.uploadAvatar as string;
    const saved = await gql(
      assistant,
      'mutation($a: String!) { updateProfile(avatar: $a, realName: "司马紫林", introduction: "五年助教经验") { avatar realName introduction mobile } }',
      { a: avatar },
    );
    expect(saved.body.data.updateProfile).toEqual({
      avatar,
      realName: '司马紫林',
      introduction: '五年助教经验',
      mobile: '13800000002',
    });
    const weak = await gql(
      assistant,
      'mutation { changePassword(oldPassword: "Demo2026", newPassword: "abcdefg", confirmation: "abcdefg") }',
    );
    expect(weak.body.errors[0].message).toMatch(/^新密码长度在 6 到 18 个字符/);
    const missing = await gql(
      teacher,
      'mutation { updateProfile(avatar: "", realName: "x", introduction: "y") { id } }',
    );
    expect(missing.body.errors[0].message).toBe('头像不能为空');
  });
});
