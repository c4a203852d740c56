import express from 'express';
import { describe, expect, it } from 'vitest';
import { inProcessTransport } from './inProcess';

const app = express();
app.set('trust proxy', 'loopback');
app.use(express.json());
app.get('/api/echo', (req, res) => {
  res.json({ code: 0, msg: 'ok', data: { query: req.query, auth: req.headers.authorization, ip: req.ip } });
});
app.post('/api/echo', (req, res) => {
  res.status(201).json({ code: 0, msg: 'ok', data: { body: req.body } });
});
app.get('/api/chunks', (_req, res) => {
  res.write('{"code":0,');
  res.end('"data":"中文"}');
});
app.get('/api/never', () => {});

describe('in-process transport: the REST app answers without a socket', () => {
  const call = inProcessTransport(app, 200);

  it('passes the path, query, headers and the forwarded address, and answers status and text', async () => {
    const answer = await call(
      'GET',
      'http://127.0.0.1:1/api/echo?page=2&name=%E4%BD%9C',
      { authorization: 'Bearer t', 'x-forwarded-for': '203.0.113.9' },
      undefined,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data).toEqual({
      query: { page: '2', name: '作' },
      auth: 'Bearer t',
      ip: '203.0.113.9',
    });
  });

  it('sends a JSON body', async () => {
    const answer = await call(
      'POST',
      'http://127.0.0.1:1/api/echo',
      { 'content-type': 'application/json' },
      JSON.stringify({ a: '题' }),
    );
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text).data).toEqual({ body: { a: '题' } });
  });

  it('joins a body written in parts', async () => {
    expect(JSON.parse((await call('GET', 'http://127.0.0.1:1/api/chunks', {}, undefined)).text)).toEqual({
      code: 0,
      data: '中文',
    });
  });

  it('gives up on a handler that never answers, as over HTTP', async () => {
    await expect(call('GET', 'http://127.0.0.1:1/api/never', {}, undefined)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
