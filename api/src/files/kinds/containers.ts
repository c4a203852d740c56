import { open } from 'node:fs/promises';
import yauzl from 'yauzl';
import { AppError, invalid, tooLarge } from '../../shared/errors';
import type { CoursewareFileExt } from './courseware';

/**
 * Office files and archives are containers: before one is kept, its structure is read. A zip must
 * be a readable archive, small once unpacked (declared sizes first: total, count, ratio; then every
 * entry inflated once with its declared size enforced, so an archive that lies about its sizes is
 * refused too), with no names climbing out of their folder. Which office format it is comes from
 * the parts it holds, not from its name. An OLE file (doc, ppt, xls) is told by the streams of its
 * directory; an encrypted Office file (an OLE file holding `EncryptedPackage`) or PDF is refused,
 * as the spec's tip asks for files without passwords.
 */
export const CONTAINER_LIMITS = {
  /** Everything unpacked. */
  maxUnpackedBytes: 1024 * 1024 * 1024,
  maxEntries: 20_000,
  /** Unpacked / packed, for entries above 1 MiB unpacked. */
  maxRatio: 200,
  /** Directory sectors read from an OLE file. */
  maxOleDirectorySectors: 4096,
};

export const CONTAINER_MESSAGES = {
  notOffice: '文件内容与格式不符，请上传完整的课件文件',
  unpackedTooLarge: '压缩包解压后过大，请精简后再上传',
  encrypted: '课件已加密，请去除密码后再上传',
} as const;

/** Relative names without `..`, backslashes or drive letters: nothing a writer could place outside its folder. */
const isPlainPartName = (name: string) =>
  !name.startsWith('/') && !name.includes('\\') && !/^[a-z]:/i.test(name) && !name.split('/').includes('..');

/** A zip's real format (docx, pptx, xlsx or a plain zip), after its sizes and names are checked. */
export async function inspectZip(path: string): Promise<CoursewareFileExt> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch {
    throw invalid(CONTAINER_MESSAGES.notOffice);
  }
  try {
    if (zip.entryCount > CONTAINER_LIMITS.maxEntries) throw tooLarge(CONTAINER_MESSAGES.unpackedTooLarge);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (declared > CONTAINER_LIMITS.maxUnpackedBytes) throw tooLarge(CONTAINER_MESSAGES.unpackedTooLarge);
      if (entry.uncompressedSize > 1024 * 1024 && ratio > CONTAINER_LIMITS.maxRatio)
        throw tooLarge(CONTAINER_MESSAGES.unpackedTooLarge);
      if (!isPlainPartName(entry.fileName)) throw invalid(CONTAINER_MESSAGES.notOffice);
      entries.push(entry);
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      // validateEntrySizes fails the stream as soon as it yields more (or less) than declared
      for await (const _chunk of stream) {
      }
    }
    const names = new Set(entries.map((e) => e.fileName));
    if (names.has('[Content_Types].xml')) {
      if (names.has('word/document.xml')) return 'docx';
      if (names.has('ppt/presentation.xml')) return 'pptx';
      if (names.has('xl/workbook.xml')) return 'xlsx';
    }
    return 'zip';
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(CONTAINER_MESSAGES.notOffice);
  } finally {
    zip.close();
  }
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;

/** The stream names of an OLE compound file's directory (MS-CFB), read sector by sector. */
async function oleStreamNames(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(512);
    await file.read(header, 0, 512, 0);
    const shift = header.readUInt16LE(0x1e);
    if (header.readUInt16LE(0x1c) !== 0xfffe || (shift !== 9 && shift !== 12))
      throw invalid(CONTAINER_MESSAGES.notOffice);
    const sectorSize = 1 << shift;
    const readSector = async (n: number) => {
      const offset = (n + 1) * sectorSize;
      if (n >= 0xfffffffa || offset >= size) throw invalid(CONTAINER_MESSAGES.notOffice);
      const buffer = Buffer.alloc(sectorSize);
      await file.read(buffer, 0, sectorSize, offset);
      return buffer;
    };
    // The FAT's sectors: 109 in the header, the rest in a chain of DIFAT sectors.
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
    let difat = header.readUInt32LE(0x44);
    for (let hops = 0; difat !== END_OF_CHAIN && difat !== FREE && hops < 1000; hops++) {
      const sector = await readSector(difat);
      for (let i = 0; i < sectorSize / 4 - 1; i++) fatSectors.push(sector.readUInt32LE(i * 4));
      difat = sector.readUInt32LE(sectorSize - 4);
    }
    const fat = new Map<number, Buffer>();
    const next = async (n: number) => {
      const perSector = sectorSize / 4;
      const index = Math.floor(n / perSector);
      const fatSector = fatSectors[index];
      if (fatSector === undefined || fatSector === FREE) throw invalid(CONTAINER_MESSAGES.notOffice);
      let sector = fat.get(index);
      if (!sector) {
        sector = await readSector(fatSector);
        fat.set(index, sector);
      }
      return sector.readUInt32LE((n % perSector) * 4);
    };
    const names: string[] = [];
    let dir = header.readUInt32LE(0x30);
    for (let hops = 0; dir !== END_OF_CHAIN; hops++) {
      if (hops >= CONTAINER_LIMITS.maxOleDirectorySectors) throw invalid(CONTAINER_MESSAGES.notOffice);
      const sector = await readSector(dir);
      for (let at = 0; at + 128 <= sectorSize; at += 128) {
        const length = sector.readUInt16LE(at + 0x40);
        if (length >= 2 && length <= 64) names.push(sector.toString('utf16le', at, at + length - 2));
      }
      dir = await next(dir);
    }
    return names;
  } finally {
    await file.close();
  }
}

/** An OLE file's real format (doc, ppt, xls), or a refusal when it is encrypted or none of them. */
export async function inspectOle(path: string): Promise<CoursewareFileExt> {
  let names: string[];
  try {
    names = await oleStreamNames(path);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(CONTAINER_MESSAGES.notOffice);
  }
  if (names.includes('EncryptedPackage')) throw invalid(CONTAINER_MESSAGES.encrypted);
  if (names.includes('WordDocument')) return 'doc';
  if (names.includes('PowerPoint Document')) return 'ppt';
  if (names.includes('Workbook') || names.includes('Book')) return 'xls';
  throw invalid(CONTAINER_MESSAGES.notOffice);
}

const ENCRYPT = Buffer.from('/Encrypt');
/** The tail a PDF's trailer (or cross-reference stream) lies in. */
const PDF_TAIL_BYTES = 64 * 1024;

/** A PDF with a password (an `/Encrypt` entry in its trailer) is refused. */
export async function inspectPdf(path: string): Promise<'pdf'> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const length = Math.min(size, PDF_TAIL_BYTES);
    const tail = Buffer.alloc(length);
    await file.read(tail, 0, length, size - length);
    if (tail.includes(ENCRYPT)) throw invalid(CONTAINER_MESSAGES.encrypted);
    return 'pdf';
  } finally {
    await file.close();
  }
}
