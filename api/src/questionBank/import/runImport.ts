import { tooLarge, tooMany } from '../../shared/errors';
import { BudgetExceeded, Busy, runOffThread, taskSlots } from '../../shared/offThread';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './importLimits';
import type { ImportFile, ReadImport } from './readImportFile';

const WORKER = new URL('./importWorker.ts', import.meta.url);
const slots = taskSlots(IMPORT_LIMITS.running, IMPORT_LIMITS.waiting);

/**
 * Reads an import file off the event loop, within the import's time and memory budget; a file that
 * outgrows the budget is refused like any file too large to import.
 */
export async function readImportOffThread(file: ImportFile): Promise<ReadImport> {
  try {
    return await slots(() => runOffThread<ImportFile, ReadImport>(WORKER, file, IMPORT_LIMITS.budget));
  } catch (error) {
    if (error instanceof BudgetExceeded) throw tooLarge(IMPORT_MESSAGES.tooComplex);
    if (error instanceof Busy) throw tooMany(IMPORT_MESSAGES.busy);
    throw error;
  }
}
