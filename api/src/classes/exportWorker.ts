import { serveTask } from '../shared/offThread';
import { type ExportSheet, writeWorkbook } from './exportWorkbook';

serveTask<ExportSheet[], Uint8Array>(writeWorkbook);
