import { serveTask } from '../../shared/offThread';
import { buildPaperDocx, type PaperSheet } from './paperDocument';

serveTask<PaperSheet, Uint8Array>(buildPaperDocx);
