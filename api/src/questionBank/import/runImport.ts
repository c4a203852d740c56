import { tooLarge, tooMany } from '../../shared/errors';
import { BudgetExceeded, Busy, runOffThread, taskSlots } from '../../shared/offThread';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './importLimits';
import type { ImportFile, ReadImport, ReadPreview } from './readImportFile';

const WORKER = new URL('./importWorker.ts', import.meta.url);
const slots = taskSlots(IMPORT_LIMITS.running, IMPORT_LIMITS.waiting);

/**
 * Reads an import file off the event loop, within the import's time and memory budget; a file that
 * outgrows the budget is refused like any file too large to import.
 */
export function readImportOffThread(file: ImportFile): Promise<ReadImport> {
  return offThread<ReadImport>({ ...file, preview: false });
}

/** Reads an import file for a preview off the event loop, within the same budget and turns. */
export function readPreviewOffThread(file: ImportFile): Promise<ReadPreview> {
  return offThread<ReadPreview>({ ...file, preview: true });
}

async function offThread<TOut>(file: ImportFile): Promise<TOut> {
  try {
    return await slots(() => runOffThread<ImportFile, TOut>(WORKER, file, IMPORT_LIMITS.budget));
  } catch (error) {
    if (error instanceof BudgetExceeded) throw tooLarge(IMPORT_MESSAGES.tooComplex);
    if (error instanceof Busy) throw tooMany(IMPORT_MESSAGES.busy);
    throw error;
  }
}
