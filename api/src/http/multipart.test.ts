import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { readMultipart } from './multipart';

const BOUNDARY = 'capboundary';
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A multipart request of one file of `size` bytes, as express hands it to the reader. */
const requestOf = (size: number) => {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.alloc(size, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return Object.assign(Readable.from([body]), {
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(body.length),
    },
  }) as unknown as Request;
};

const read = async (size: number) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'multipart-'));
  dirs.push(dir);
  return readMultipart(requestOf(size), { maxFileBytes: 10, maxFiles: 1, tooLargeMessage: '太大' }, dir);
};

describe('the multipart reader', () => {
  it('admits a file of exactly its cap', async () => {
    const { files } = await read(10);
    expect(files.map((f) => f.size)).toEqual([10]);
  });

  it('refuses the first byte past the cap with 413', async () => {
    await expect(read(11)).rejects.toMatchObject({ kind: 'too_large', message: '太大' });
  });
});
