import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { request as httpRequest } from 'undici';
import type { HttpMethod } from './upstream';
import { createUpstreamPool } from './upstreamPool';

/** One call to the REST API, as the gateway's client has built it. */
export interface UpstreamCall {
  method: HttpMethod;
  /** Path and query string, from `/api`. */
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
}

export interface UpstreamAnswer {
  status: number;
  text: string;
}

/**
 * How the gateway's calls reach the REST API. A call that outlasts its `timeoutMs` rejects with an error
 * named `TimeoutError`; one that cannot reach the API rejects with any other error.
 */
export interface UpstreamTransport {
  send(call: UpstreamCall): Promise<UpstreamAnswer>;
  close(): Promise<void>;
}

/** The REST API at `upstreamUrl`, over the gateway's bounded pool of kept-alive connections. */
export function httpTransport(upstreamUrl: string, connections?: number): UpstreamTransport {
  const base = upstreamUrl.replace(/\/+$/, '');
  const pool = createUpstreamPool(base, connections);
  return {
    async send({ method, target, headers, body, timeoutMs }) {
      // undici's request (no WHATWG streams) costs about half of fetch's CPU per call.
      const response = await httpRequest(`${base}${target}`, {
        dispatcher: pool,
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.statusCode, text: await response.body.text() };
    },
    close: () => pool.close(),
  };
}

export type UpstreamApp = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The REST API's app in this process: each call is a real `IncomingMessage` and `ServerResponse` on a
 * socket of its own that never touches the network, so it goes through the app's whole stack (its
 * middleware, sessions, limits and routes) as an HTTP request does, from the loopback address.
 */
export function inProcessTransport(app: UpstreamApp): UpstreamTransport {
  return {
    send: (call) =>
      new Promise<UpstreamAnswer>((resolve, reject) => {
        const socket = new LoopbackSocket();
        const req = new IncomingMessage(socket as unknown as Socket);
        req.method = call.method;
        req.url = call.target;
        req.httpVersion = '1.1';
        req.httpVersionMajor = 1;
        req.httpVersionMinor = 1;
        const headers: Record<string, string> = { host: 'upstream', ...call.headers };
        if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
        req.headers = headers;
        req.rawHeaders = Object.entries(headers).flat();
        if (call.body !== undefined) req.push(call.body);
        req.push(null);
        req.complete = true;

        const res = new ServerResponse(req);
        res.assignSocket(socket as unknown as Socket);
        const timer = setTimeout(() => {
          const error = new Error(`no answer within ${call.timeoutMs} ms`);
          error.name = 'TimeoutError';
          finish();
          reject(error);
        }, call.timeoutMs);
        let finished = false;
        // Once per call: at the answer, or at the timeout (an answer after it is dropped).
        const finish = () => {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          res.detachSocket(socket as unknown as Socket);
          // What a server does when an answer is sent: listeners waiting for the end of the exchange run.
          process.nextTick(() => {
            res.emit('close');
            req.emit('close');
          });
        };
        res.once('finish', () => {
          finish();
          try {
            resolve(parseAnswer(Buffer.concat(socket.written)));
          } catch (error) {
            reject(error);
          }
        });
        try {
          app(req, res);
        } catch (error) {
          finish();
          reject(error);
        }
      }),
    close: async () => {},
  };
}

/** The socket of one in-process exchange: keeps what the response writes, reads nothing. */
class LoopbackSocket extends Duplex {
  readonly remoteAddress = '127.0.0.1';
  readonly remoteFamily = 'IPv4';
  readonly remotePort = 0;
  readonly encrypted = false;
  readonly written: Buffer[] = [];

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.written.push(chunk);
    done();
  }

  setTimeout() {
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
}

/** Status and body of an HTTP/1.1 answer as written to its socket (a fixed length or chunked). */
function parseAnswer(raw: Buffer): UpstreamAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error('an answer without its head');
  const head = raw.subarray(0, headEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const body = raw.subarray(headEnd + 4);
  const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
  return { status, text: (chunked ? unchunk(body) : body).toString('utf8') };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
