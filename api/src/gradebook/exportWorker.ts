import { type ExportSheet, writeWorkbook } from '../exports/index';
import { serveTask } from '../shared/offThread';

serveTask<ExportSheet[], Uint8Array>(writeWorkbook);
