import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';

/** The parts of a zip archive (already vetted by `checkZip`), read one at a time. */
export interface ZipParts {
  has(name: string): boolean;
  stream(name: string): Promise<Readable>;
  close(): void;
}

export async function openZipParts(buffer: Buffer): Promise<ZipParts> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  return {
    has: (name) => entries.has(name),
    stream: async (name) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`no part ${name}`);
      return zip.openReadStreamPromise(entry);
    },
    close: () => zip.close(),
  };
}

export type XmlHandlers = {
  open?: (tag: SaxesTagPlain) => void;
  close?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
};

/**
 * Feeds one XML part to a streaming parser, a chunk at a time: the generator yields after each
 * chunk, so its consumer can act on what the handlers gathered, and stop (the rest is never
 * inflated). Entities are never expanded: saxes knows only XML's five, and `checkZip` refuses parts
 * that declare a DOCTYPE.
 */
export async function* parseXmlChunks(
  parts: ZipParts,
  name: string,
  handlers: XmlHandlers,
): AsyncGenerator<void> {
  const parser = new SaxesParser();
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.close) parser.on('closetag', handlers.close);
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const stream = await parts.stream(name);
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      yield;
    }
    parser.close();
  } finally {
    stream.destroy();
  }
}

/** Reads a whole part through the handlers. */
export async function readXml(parts: ZipParts, name: string, handlers: XmlHandlers): Promise<void> {
  for await (const _ of parseXmlChunks(parts, name, handlers)) {
    // the handlers gather what is needed
  }
}

/** A whole (small) part's elements, e.g. workbook.xml's sheets. */
export async function readXmlTags(parts: ZipParts, name: string, element: string): Promise<SaxesTagPlain[]> {
  const tags: SaxesTagPlain[] = [];
  await readXml(parts, name, { open: (tag) => tag.name === element && tags.push(tag) });
  return tags;
}
