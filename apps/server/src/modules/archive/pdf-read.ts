import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a printed issue's PDF says of itself (decision 060): its page count, its text (for
 * search) and its front page drawn as a PNG (the archive's cover, which then goes through the
 * image pipeline like any picture). pdfjs-dist parses and draws in JavaScript; @napi-rs/canvas
 * (Skia, a prebuilt binary per platform, no build on this machine) is the canvas it draws on.
 */

/** The width the front page is drawn at: the largest cover variant the image pipeline makes. */
const COVER_WIDTH = 1200;
/** A front page is drawn at most this tall (a strip of a page would make a huge image). */
const COVER_MAX_HEIGHT = 2400;
/** Text kept for search, at most (a 64-page issue has far less). */
const TEXT_MAX_CHARS = 500_000;

const require = createRequire(import.meta.url);
/** The PDF standard fonts' metrics and outlines that pdfjs draws text with when a PDF does not embed them. */
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface IssuePdf {
  pages: number;
  text: string;
  cover: Buffer;
}

/** The PDF could not be read: the route answers 422 with a translated message. */
export class UnreadablePdf extends Error {
  constructor(cause: unknown) {
    super('The PDF cannot be read.', { cause });
    this.name = 'UnreadablePdf';
  }
}

/** Reads an issue's PDF; throws UnreadablePdf on anything that is no readable PDF with at least one page. */
export async function readIssuePdf(bytes: Uint8Array): Promise<IssuePdf> {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new Error('no pages');
    const parts: string[] = [];
    let length = 0;
    for (let n = 1; n <= document.numPages && length < TEXT_MAX_CHARS; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      parts.push(text);
      length += text.length;
      page.cleanup();
    }
    const first = await document.getPage(1);
    const unscaled = first.getViewport({ scale: 1 });
    const scale = Math.min(COVER_WIDTH / unscaled.width, COVER_MAX_HEIGHT / unscaled.height);
    const viewport = first.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext('2d');
    // A PDF page is white paper unless it says otherwise.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await first.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const cover = await canvas.encode('png');
    return { pages: document.numPages, text: parts.join('\n\n').slice(0, TEXT_MAX_CHARS).replaceAll(String.fromCharCode(0), ''), cover };
  } catch (error) {
    throw error instanceof UnreadablePdf ? error : new UnreadablePdf(error);
  } finally {
    await task.destroy();
  }
}
