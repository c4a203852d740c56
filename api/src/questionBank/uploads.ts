import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * Files kept for questions (images of imported Word files), named by their content hash under
 * UPLOAD_DIR (default data/uploads) and served at /uploads. Operational storage, like sessions: not
 * in the event log; the questions that show them are.
 */
export const uploadDir = () => process.env.UPLOAD_DIR ?? path.join('data', 'uploads');

export async function saveUpload(folder: string, name: string, data: Buffer): Promise<void> {
  if (!/^[a-z0-9]+\.[a-z]+$/.test(name) || !/^[a-z]+$/.test(folder))
    throw new Error(`bad upload name ${name}`);
  const dir = path.join(uploadDir(), folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), data);
}

/** Static, never listing folders; names are content hashes, so they may be cached for good. */
export const serveUploads = (): RequestHandler =>
  express.static(path.resolve(uploadDir()), {
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
  });
