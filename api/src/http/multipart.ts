import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { COMMON_MESSAGES } from '@school/machines';
import busboy from 'busboy';
import type { Request } from 'express';
import { invalid, tooLarge } from '../shared/errors';

/** A file of a multipart body, already on disk (a temporary file the route helper removes afterwards). */
export interface UploadedFile {
  field: string;
  /** The name the client gave; never used as a path. */
  originalName: string;
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, to tell the type by content. */
  head: Buffer;
}

export interface MultipartLimits {
  /** Largest file admitted (inclusive); the body is refused with 413 while it is read, as soon as a file passes it. */
  maxFileBytes: number;
  maxFiles: number;
  /** Said with the 413 when a file passes the cap; default 上传文件过大. */
  tooLargeMessage?: string;
}

export const UPLOAD_TOO_LARGE = '上传文件过大';
export const UPLOAD_MALFORMED = '上传内容不正确';
/** Bytes kept from the start of each file for telling its kind (an SVG's first element may follow a long XML prologue). */
export const HEAD_BYTES = 512;
const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 60 };

export const isMultipart = (req: Request) => Boolean(req.is('multipart/form-data'));

/**
 * Streams a multipart body: fields into an object, files to `tmpDir` (hashed while they are written),
 * each capped at `maxFileBytes` while reading. Nothing is held in memory beyond a field's 64 KB.
 */
export async function readMultipart(
  req: Request,
  limits: MultipartLimits,
  tmpDir: string,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  await mkdir(tmpDir, { recursive: true });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // busboy reports its limit once a file reaches `fileSize` bytes, so a file of exactly
      // `maxFileBytes` is admitted only with one byte more; the first byte past it is refused.
      limits: { ...FIELD_LIMITS, files: limits.maxFiles, fileSize: limits.maxFileBytes + 1 },
    });
  } catch {
    throw invalid(UPLOAD_MALFORMED);
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const writes: Promise<void>[] = [];
  const open = new Set<NodeJS.ReadableStream & { destroy(error?: Error): void }>();
  let failure: Error | undefined;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    req.unpipe(parser);
    req.resume();
    for (const stream of open) stream.destroy(error);
    finish();
  };

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) return fail(tooLarge(COMMON_MESSAGES.tooLarge));
    if (name in fields || name === '__proto__') return fail(invalid(UPLOAD_MALFORMED));
    fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    const file: UploadedFile = {
      field,
      originalName: info.filename ?? '',
      path: path.join(tmpDir, randomUUID()),
      size: 0,
      sha256: '',
      head: Buffer.alloc(0),
    };
    files.push(file);
    open.add(stream);
    const hash = createHash('sha256');
    const heads: Buffer[] = [];
    let headSize = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        file.size += chunk.length;
        hash.update(chunk);
        if (headSize < HEAD_BYTES) {
          heads.push(chunk.subarray(0, HEAD_BYTES - headSize));
          headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
        }
        done(null, chunk);
      },
    });
    stream.on('limit', () => fail(tooLarge(limits.tooLargeMessage ?? UPLOAD_TOO_LARGE)));
    writes.push(
      pipeline(stream, meter, createWriteStream(file.path)).then(
        () => {
          open.delete(stream);
          file.sha256 = hash.digest('hex');
          file.head = Buffer.concat(heads);
        },
        (error: Error) => {
          open.delete(stream);
          fail(error);
        },
      ),
    );
  });
  parser.on('filesLimit', () => fail(tooLarge('上传文件数量过多')));
  parser.on('fieldsLimit', () => fail(tooLarge(COMMON_MESSAGES.tooLarge)));
  parser.on('partsLimit', () => fail(tooLarge(COMMON_MESSAGES.tooLarge)));

  parser.on('close', () => finish());
  parser.on('error', () => fail(invalid(UPLOAD_MALFORMED)));
  req.on('aborted', () => fail(invalid(UPLOAD_MALFORMED)));
  req.pipe(parser);
  await done;
  await Promise.all(writes);
  if (failure) {
    await removeUploads(files);
    throw failure;
  }
  return { fields, files };
}

/** Removes temporary files (those moved into the files module are gone already). */
export const removeUploads = (files: readonly UploadedFile[]) =>
  Promise.all(files.map((f) => rm(f.path, { force: true })));
