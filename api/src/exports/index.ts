/** What domains use of exports: storing a built file for its requester, and typed workbooks. */
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
export { PDF_INPUT_MAX, PDF_MESSAGES, producePdf, renderPdf } from './pdf';
export {
  type DocxBlock,
  type DocxImage,
  type DocxImages,
  IMAGE_NOT_EMBEDDED,
  imageSources,
  richTextBlocks,
} from './richTextDocx';
export { richTextImages } from './richTextImages';
export {
  attachmentDisposition,
  documentText,
  exportFileName,
  isValidFileName,
  isValidSheetName,
  sheetName,
  sheetNames,
} from './safeNames';
export { type CellKind, type CellValue, type ExportSheet, writeWorkbook } from './workbook';
