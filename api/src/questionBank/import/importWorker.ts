import { serveTask } from '../../shared/offThread';
import { readImportTask } from './readImportFile';

serveTask(readImportTask);
