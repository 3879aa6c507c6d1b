/** The archive module as others see it: what an issue's PDF says of it. */
export { pdfPageCount } from './pdf-pages.ts';
export { readIssuePdf, UnreadablePdf, type IssuePdf } from './pdf-read.ts';
export type { ArchiveRepository } from './repository.ts';
