import { serveTask } from '../../shared/offThread';
import { readImportFile } from './readImportFile';

serveTask(readImportFile);
