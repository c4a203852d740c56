import { serveTask } from '../shared/offThread';
import { writeWorkbook } from './exportWorkbook';

serveTask(writeWorkbook);
