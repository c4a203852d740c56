import express, { type RequestHandler } from 'express';
import multer from 'multer';

export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

/** JSON, form-urlencoded and multipart bodies; multipart files stay in memory for the route to check. */
export function bodyParsers(): RequestHandler[] {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 200, fieldSize: 2 * 1024 * 1024 },
  });
  return [
    express.json({ limit: '2mb' }),
    express.urlencoded({ extended: false, limit: '2mb' }),
    upload.any(),
  ];
}
