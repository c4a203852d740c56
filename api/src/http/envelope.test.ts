import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOk, serialiseOnce } from './envelope';

/** Two answers served as routes send them: one kept serialised (as a cached gradebook), one not. */
const kept = serialiseOnce({ name: '一班', cells: [1, null, 2.5], note: 'a "quoted" <b>line</b>\n' });
const fresh = { name: '二班', cells: [3] };
let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.get('/kept', (_req, res) => sendOk(res, kept, '查询成功'));
  app.get('/fresh', (_req, res) => sendOk(res, fresh));
  app.get('/json', (_req, res) => res.status(200).json({ code: 0, msg: '查询成功', data: kept }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { type: res.headers.get('content-type'), etag: res.headers.get('etag'), body: await res.text() };
};

describe('an answer serialised once', () => {
  it('is sent as res.json sends the same envelope: the same bytes, type and ETag', async () => {
    const expected = await get('/json');
    expect(await get('/kept')).toEqual(expected);
    expect(JSON.parse(expected.body)).toEqual({ code: 0, msg: '查询成功', data: kept });
  });

  it('is written once: later sendings repeat the first JSON, where an unmarked answer is written anew', async () => {
    const first = await get('/kept');
    kept.cells.push(99);
    fresh.cells.push(4);
    try {
      expect((await get('/kept')).body).toBe(first.body);
      expect(JSON.parse((await get('/fresh')).body).data.cells).toEqual([3, 4]);
    } finally {
      kept.cells.pop();
    }
  });
});
