import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { id, idList, jsonField, optionalUnixTime, paged, paging, plainText, text } from './fields';

describe('REST conventions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('healthz answers the store kind and the event count', async () => {
    const res = await server.call('GET', '/healthz');
    expect(res.body.code).toBe(0);
    expect(res.body.data.store).toBe('sqlite');
    expect(res.body.data.events).toBeGreaterThan(100);
  });

  it('every answer carries a request id, echoed when the caller sends one', async () => {
    const res = await server.call('GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect((await server.call('GET', '/healthz')).headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('a malformed body is answered 400 without internals', async () => {
    const res = await server.call('POST', '/api/auth/login', {
      body: '{"mobile":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '请求格式不正确', data: null });
  });

  it.each([
    ['an unsupported charset', { 'content-type': 'application/json; charset=ebcdic' }, '{}', 415],
    [
      'an unknown Content-Encoding',
      { 'content-type': 'application/json', 'content-encoding': 'bogus' },
      '{}',
      415,
    ],
  ])('%s is answered %s in the envelope', async (_name, headers, body, status) => {
    const res = await server.call('POST', '/api/auth/login', { body, headers });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: status, msg: '请求内容的编码不支持', data: null });
  });

  it('a malformed %-escape in a path is answered 400 in the envelope', async () => {
    const token = await server.login('13800000001');
    const res = await server.call('GET', '/api/lector/ques/show/%E0%A4%A', { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '请求格式不正确', data: null });
  });

  it('an oversized body is answered 413', async () => {
    const res = await server.call('POST', '/api/auth/login', {
      json: { mobile: 'x'.repeat(3 * 1024 * 1024), password: 'x' },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
  });

  it('an unknown API path is answered 404 in the envelope', async () => {
    const token = await server.login('13800000001');
    const res = await server.call('GET', '/api/lector/nothing-here', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('commonFilter answers the lists the role may filter by', async () => {
    const teacher = await server.call('GET', '/api/lector/commonFilter/classify,grade,room', {
      token: await server.login('13800000001'),
    });
    expect(Object.keys(teacher.body.data).sort()).toEqual(['classify', 'grade']);
    expect(teacher.body.data.grade[0]).toEqual({ id: 1, name: '初一' });
    const assistant = await server.call('GET', '/api/assistants/commonFilter/classify,grade,subject,room', {
      token: await server.login('13800000002'),
    });
    expect(Object.keys(assistant.body.data).sort()).toEqual(['classify', 'grade', 'room', 'subject']);
  });
});

describe('fields', () => {
  const options = jsonField(z.array(z.object({ id: z.number(), content: z.string() })));

  it('JSON-string fields are accepted as strings or as arrays', () => {
    const value = [{ id: 1, content: 'A' }];
    expect(options.parse(JSON.stringify(value))).toEqual(value);
    expect(options.parse(value)).toEqual(value);
  });

  it('a JSON-string field that is not JSON is refused with a clear message', () => {
    const result = options.safeParse('[{"id":1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('数据格式不正确');
  });

  it('paging starts at page 1 and answers list, total, page, limit', () => {
    const query = z.object(paging);
    expect(query.parse({})).toEqual({ page: 1, limit: 20 });
    expect(query.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(paged(['a'], 41, 3, 20)).toEqual({ list: ['a'], total: 41, page: 3, limit: 20 });
  });

  it('an id is a positive integer written as digits that fits an integer column', () => {
    expect(id().parse('42')).toBe(42);
    expect(id().parse(42)).toBe(42);
    for (const bad of [
      '1e20',
      '1.5',
      1.5,
      true,
      [1],
      '2147483648',
      2 ** 53 + 2,
      1e300,
      '0x10',
      ' 1',
      -1,
      0,
      '',
    ]) {
      expect(id().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('times lie within five years of now; text refuses NUL and non-strings; plain text keeps no markup', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(optionalUnixTime().parse(String(now))).toBe(now);
    expect(optionalUnixTime().parse('')).toBeUndefined();
    expect(optionalUnixTime().safeParse(8.64e12 + 1).success).toBe(false);
    expect(optionalUnixTime().safeParse(now + 10 * 366 * 86_400).success).toBe(false);
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(text().safeParse(['a']).success).toBe(false);
    expect(text().safeParse(1).success).toBe(false);
    expect(plainText().parse('<b>第一</b>周 <script>alert(1)</script>& <作业>')).toBe('第一周 & <作业>');
    expect(plainText().parse('&lt;img src=x onerror=alert(1)&gt;A&B')).toBe('A&B');
  });

  it('comma-joined ids are parsed and bad ones refused', () => {
    expect(idList().parse('1,2,3')).toEqual([1, 2, 3]);
    expect(idList().safeParse('1,x').success).toBe(false);
  });
});

describe('structured logs', () => {
  it('log each request with its id, and never the credentials', async () => {
    const { Writable } = await import('node:stream');
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({ logLevel: 'info', logDestination: sink });
    try {
      const token = await server.login('13800000001');
      await server.call('GET', '/api/auth/me', { token, headers: { 'x-request-id': 'log-check-1' } });
    } finally {
      await server.close();
    }
    const me = lines.map((l) => JSON.parse(l)).find((l) => l.req?.id === 'log-check-1');
    expect(me?.res?.statusCode).toBe(200);
    expect(lines.join('\n')).not.toContain('Bearer');
    expect(me?.req?.headers?.authorization).toBe('[Redacted]');
  });
});
