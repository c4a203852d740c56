import { serveTask } from '../../shared/offThread';
import { buildTranscriptXlsx, type TranscriptSheet } from './transcriptSheet';

serveTask<TranscriptSheet, Uint8Array>(buildTranscriptXlsx);
