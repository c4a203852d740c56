import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  httpTransport,
  inProcessTransport,
  type UpstreamCall,
  type UpstreamTransport,
} from './upstreamTransport';

/** A REST app that answers what it was sent, as the API's own middleware reads it. */
const app = express();
app.set('trust proxy', 'loopback');
app.use(express.json());
app.all('/api/echo', (req, res) => {
  res.json({
    method: req.method,
    url: req.originalUrl,
    query: req.query,
    ip: req.ip,
    authorization: req.get('authorization') ?? null,
    requestId: req.get('x-request-id') ?? null,
    body: req.body ?? null,
  });
});
app.get('/api/chunked', (_req, res) => {
  res.status(201).type('application/json');
  res.write('{"code":0,"msg":"分');
  res.end('两段写完"}');
});
app.get('/api/refused', (_req, res) => {
  res.status(403).json({ code: 403, msg: '无权访问该接口', data: null });
});
app.get('/api/later', async (_req, res) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  res.json({ code: 0, msg: 'ok', data: null });
});

let server: Server;
const transports: Record<string, UpstreamTransport> = {};

beforeAll(async () => {
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  transports.http = httpTransport(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  transports['in-process'] = inProcessTransport(app);
});
afterAll(async () => {
  await Promise.all(Object.values(transports).map((transport) => transport.close()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const call = (overrides: Partial<UpstreamCall>): UpstreamCall => ({
  method: 'GET',
  target: '/api/echo',
  headers: {},
  body: undefined,
  timeoutMs: 5_000,
  ...overrides,
});

describe.each(['http', 'in-process'])('the %s transport', (name) => {
  const send = (overrides: Partial<UpstreamCall>) =>
    (transports[name] as UpstreamTransport).send(call(overrides));

  it('carries method, path, query, headers and a JSON body; the caller is the loopback address', async () => {
    const answer = await send({
      method: 'POST',
      target: '/api/echo?page=2&title=%E4%BD%9C%E4%B8%9A',
      headers: {
        authorization: 'Bearer tok-1',
        'x-request-id': 'req-1',
        'x-forwarded-for': '203.0.113.9',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: '第一次作业', scores: [1, 2] }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      method: 'POST',
      url: '/api/echo?page=2&title=%E4%BD%9C%E4%B8%9A',
      query: { page: '2', title: '作业' },
      // Trusted from the loopback address, as the API's login throttling reads it.
      ip: '203.0.113.9',
      authorization: 'Bearer tok-1',
      requestId: 'req-1',
      body: { name: '第一次作业', scores: [1, 2] },
    });
  });

  it('without x-forwarded-for the caller is the loopback address', async () => {
    const answer = await send({});
    expect(JSON.parse(answer.text)).toMatchObject({ ip: '127.0.0.1', body: null });
  });

  it('an answer written in parts arrives whole, with its status', async () => {
    expect(await send({ target: '/api/chunked' })).toEqual({
      status: 201,
      text: '{"code":0,"msg":"分两段写完"}',
    });
  });

  it('a refusal keeps its status and body', async () => {
    expect(await send({ target: '/api/refused' })).toEqual({
      status: 403,
      text: '{"code":403,"msg":"无权访问该接口","data":null}',
    });
  });

  it('a call that outlasts its time rejects as a TimeoutError', async () => {
    await expect(send({ target: '/api/later', timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
