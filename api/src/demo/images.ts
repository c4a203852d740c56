import { crc32, deflateSync } from 'node:zlib';

/** A chunk of a PNG file: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A small picture for demo posts: a diagonal blend of two colours with a few soft bands, as an
 * RGB PNG. Deterministic from its colours, so a rebuilt demo stores the same files.
 */
export function demoPicture(
  from: readonly [number, number, number],
  to: readonly [number, number, number],
  width = 240,
  height = 160,
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const band = Math.sin((x + y) / 18) * 10;
      for (let c = 0; c < 3; c++) {
        const value = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t + band;
        raw[row + 1 + x * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
