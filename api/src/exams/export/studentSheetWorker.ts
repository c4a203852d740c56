import { serveTask } from '../../shared/offThread';
import { buildStudentSheetXlsx, type StudentSheet } from './studentSheet';

serveTask<StudentSheet, Uint8Array>(buildStudentSheetXlsx);
