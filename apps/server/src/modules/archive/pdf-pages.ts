import { PDFDocument } from 'pdf-lib';

/**
 * How many pages a printed issue has: counted in its PDF, the one source of truth (an issue's
 * card says "4 pages" because its PDF has 4). Throws on bytes that are no PDF.
 */
export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return document.getPageCount();
}
