/** What domains use of exports: storing a built file for its requester, and keeping cells text. */
export {
  EXPORT_MIME,
  EXPORT_NOT_FOUND,
  EXPORT_PATH,
  EXPORT_TTL_SECONDS,
  type ExportKind,
  type ExportRequest,
  produceExport,
  type StoredExport,
  storeExport,
} from './exports';
export { formulaSafe } from './formulaSafe';
export { PDF_INPUT_MAX, PDF_MESSAGES, producePdf, renderPdf } from './pdf';
export {
  attachmentDisposition,
  documentText,
  exportFileName,
  isValidFileName,
  isValidSheetName,
  sheetName,
  sheetNames,
} from './safeNames';
export { cellText, type ExportSheet, writeWorkbook } from './workbook';
