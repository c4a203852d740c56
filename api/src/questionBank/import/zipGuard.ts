import yauzl from 'yauzl';
import { invalid, tooLarge } from '../../shared/errors';

/**
 * Word and Excel files are zip archives. Before a parser sees one, it must be a readable zip that
 * holds the part its format needs, and small once unpacked: the declared sizes are checked first
 * (total, count, ratio), then every entry is inflated once with the sizes enforced, so an archive
 * that lies about its sizes is refused too. Names that climb out of their folder and XML parts with
 * a DOCTYPE are refused as not a document.
 */
export const ZIP_LIMITS = {
  /** Everything unpacked. */
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxEntries: 2_000,
  /** Unpacked / packed, for entries above 1 MiB unpacked. */
  maxRatio: 200,
};

export const UNPACKED_TOO_LARGE = '文件解压后过大，请精简内容后再导入';

/**
 * Office parts never declare a DOCTYPE; one that does is trying entity tricks (XXE, billion
 * laughs), so the file is refused before any parser sees it.
 */
const DOCTYPE = Buffer.from('<!DOCTYPE');

/** Relative names without `..`, backslashes or drive letters: nothing a writer could place outside its folder. */
const isPlainPartName = (name: string) =>
  !name.startsWith('/') && !name.includes('\\') && !/^[a-z]:/i.test(name) && !name.split('/').includes('..');

export async function checkZip(buffer: Buffer, requiredPart: string, notADocument: string): Promise<void> {
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw invalid(notADocument);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw invalid(notADocument);
  }
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw tooLarge(UNPACKED_TOO_LARGE);
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (declared > ZIP_LIMITS.maxUnpackedBytes) throw tooLarge(UNPACKED_TOO_LARGE);
      if (entry.uncompressedSize > 1024 * 1024 && ratio > ZIP_LIMITS.maxRatio)
        throw tooLarge(UNPACKED_TOO_LARGE);
      entries.push(entry);
    }
    if (!entries.some((e) => e.fileName === requiredPart)) throw invalid(notADocument);
    if (entries.some((e) => !isPlainPartName(e.fileName))) throw invalid(notADocument);
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      const isXml = /\.(xml|rels)$/i.test(entry.fileName);
      let tail = Buffer.alloc(0);
      // validateEntrySizes makes the stream fail as soon as it yields more (or less) than declared
      for await (const chunk of stream) {
        if (!isXml) continue;
        const data = chunk as Buffer;
        // bytes, not text: a part may be tens of megabytes
        if (
          data.includes(DOCTYPE) ||
          Buffer.concat([tail, data.subarray(0, DOCTYPE.length)]).includes(DOCTYPE)
        )
          throw invalid(notADocument);
        tail = Buffer.from(data.subarray(-DOCTYPE.length));
      }
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw invalid(notADocument);
  } finally {
    zip.close();
  }
}
