import type { Kysely } from 'kysely';
import { serialiseOnce } from '../http/envelope';
import type { Database } from '../store/schema';
import { type Gradebook, gradebook } from './queries';
import { gradebookStamp } from './stamps';

/** Gradebooks kept at most (the latest asked), and cells (students × items) across them. */
const MAX_BOOKS = 64;
const MAX_CELLS = 1_000_000;

interface Kept {
  stamp: string;
  book: Promise<Gradebook>;
  cells: number;
}

/**
 * Assembled gradebooks of one database, each kept under the stamps it was assembled under
 * (`stamps.ts`): a visit with no change since answers the kept one; any change in between assembles it
 * again. The stamps are read before the gradebook, so a kept gradebook is never older than its stamps.
 * Visits that arrive while one is assembled share it.
 */
export function gradebookCache(db: Kysely<Database>) {
  const kept = new Map<number, Kept>();
  const evict = () => {
    let cells = 0;
    for (const k of kept.values()) cells += k.cells;
    for (const [classId, k] of kept) {
      if (kept.size <= MAX_BOOKS && cells <= MAX_CELLS) break;
      kept.delete(classId);
      cells -= k.cells;
    }
  };
  return async function cachedGradebook(classId: number): Promise<Gradebook> {
    const stamp = await gradebookStamp(db, classId);
    const found = kept.get(classId);
    if (found && found.stamp === stamp) {
      // The latest asked is the last evicted.
      kept.delete(classId);
      kept.set(classId, found);
      return found.book;
    }
    const entry: Kept = { stamp, book: gradebook(db, classId).then(serialiseOnce), cells: 0 };
    kept.delete(classId);
    kept.set(classId, entry);
    try {
      const book = await entry.book;
      entry.cells = book.students.length * Math.max(1, book.items.length);
      evict();
      return book;
    } catch (error) {
      if (kept.get(classId) === entry) kept.delete(classId);
      throw error;
    }
  };
}
