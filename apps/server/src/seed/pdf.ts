import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { SITE } from '@gazeta/contract';

/**
 * The demo issue as a PDF of four pages: the front page, then three pages of text in Helvetica
 * (WinAnsi): contents, the week in brief, where to find the paper. The archive reads the page
 * count from the PDF itself.
 */
export interface IssuePdfInput {
  number: number;
  /** YYYY-MM-DD. */
  publishedOn: string;
  /** The front page: a PNG of 3:4, best 8-bit RGB (see drawFrontPage). */
  coverPng: Uint8Array;
  /** The week's English stories. */
  stories: readonly { title: string; lead: string }[];
  /** Towns with the most pick-up points, and how many points there are in all. */
  towns: readonly string[];
  pointCount: number;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 816;
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.38, 0.38, 0.38);
const RED = rgb(0.7, 0.15, 0.12);
/** Stories the contents and the page in brief carry. */
const BRIEF_STORIES = 5;

/** Helvetica speaks WinAnsi only: typographic marks become ASCII, everything else outside ASCII goes. */
export function ascii(text: string): string {
  return text
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„«»″]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/…/g, '...')
    .replace(/©/g, '(c)')
    .replace(/·/g, '|')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
}

export function englishDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of ascii(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A text page with the running head; returns the page and where the body starts. */
function textPage(doc: PDFDocument, fonts: Fonts, input: IssuePdfInput, pageNumber: number): { page: PDFPage; y: number } {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const top = PAGE_HEIGHT - MARGIN;
  page.drawText('GAZETA', { x: MARGIN, y: top - 26, size: 30, font: fonts.bold, color: INK });
  const right = `No. ${input.number}  |  ${englishDate(input.publishedOn)}`;
  page.drawText(right, { x: PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(right, 10), y: top - 22, size: 10, font: fonts.regular, color: MUTED });
  page.drawRectangle({ x: MARGIN, y: top - 38, width: PAGE_WIDTH - 2 * MARGIN, height: 2, color: INK });
  const folio = `${pageNumber}`;
  page.drawText(folio, { x: PAGE_WIDTH / 2 - fonts.regular.widthOfTextAtSize(folio, 9) / 2, y: MARGIN / 2, size: 9, font: fonts.regular, color: MUTED });
  return { page, y: top - 70 };
}

function paragraph(page: PDFPage, text: string, font: PDFFont, size: number, x: number, y: number, width: number, color = INK): number {
  for (const line of wrap(text, font, size, width)) {
    page.drawText(line, { x, y, size, font, color });
    y -= size * 1.35;
  }
  return y;
}

/** The pixel data of an 8-bit RGB, non-interlaced PNG: still deflated, with its row filters. */
export function pngPixelData(png: Uint8Array): { width: number; height: number; data: Uint8Array } | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.length < 33 || bytes.readUInt32BE(0) !== 0x89504e47) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [bitDepth, colorType, , , interlace] = bytes.subarray(24, 29);
  if (bitDepth !== 8 || colorType !== 2 || interlace !== 0) return null;
  const parts: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return parts.length > 0 ? { width, height, data: Buffer.concat(parts) } : null;
}

/**
 * The cover as the whole first page. An RGB PNG's compressed data goes into the PDF as it is
 * (FlateDecode with the PNG predictor reads it directly), which spares decoding and deflating
 * it again in JavaScript; any other PNG takes pdf-lib's general route.
 */
async function drawFrontPage(doc: PDFDocument, png: Uint8Array): Promise<void> {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const pixels = pngPixelData(png);
  if (!pixels) {
    page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT });
    return;
  }
  const { width, height, data } = pixels;
  const image = doc.context.stream(data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: width },
  });
  const name = page.node.newXObject('Cover', doc.context.register(image));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(PAGE_WIDTH, 0, 0, PAGE_HEIGHT, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
}

export async function buildIssuePdf(input: IssuePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  // Fixed metadata, so the same issue is always the same bytes.
  const date = new Date(`${input.publishedOn}T11:00:00Z`);
  doc.setTitle(`Gazeta No. ${input.number}`);
  doc.setAuthor(SITE.name);
  doc.setSubject(`Gazeta No. ${input.number}, ${englishDate(input.publishedOn)}`);
  doc.setKeywords(['Gazeta', 'Chicago', 'weekly', `No. ${input.number}`]);
  doc.setCreator(SITE.name);
  doc.setProducer(`${SITE.name} demo content`);
  doc.setLanguage('en-US');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const width = PAGE_WIDTH - 2 * MARGIN;

  // 1. The front page.
  await drawFrontPage(doc, input.coverPng);

  // 2. Contents: what is on the pages of this PDF.
  const contents = textPage(doc, fonts, input, 2);
  let issueLineY: number;
  {
    const { page } = contents;
    let y = contents.y;
    y = paragraph(page, 'Weekly community newspaper for Russian-speaking and Lithuanian readers of Chicagoland.', fonts.regular, 11, MARGIN, y, width, MUTED);
    // The issue line names the page count, known once every page is in (drawn at the end).
    issueLineY = y;
    y -= 11 * 1.35;
    y -= 18;
    page.drawText('IN THIS ISSUE', { x: MARGIN, y, size: 16, font: fonts.bold, color: RED });
    y -= 28;
    const entries: { title: string; page: number; bold: boolean }[] = [
      ...input.stories.slice(0, BRIEF_STORIES).map((story) => ({ title: story.title, page: 3, bold: true })),
      ...['Where to find Gazeta', 'Contact the editors', 'Advertising'].map((title) => ({ title, page: 4, bold: false })),
    ];
    for (const entry of entries) {
      const font = entry.bold ? fonts.bold : fonts.regular;
      const label = `p. ${entry.page}`;
      page.drawText(label, { x: PAGE_WIDTH - MARGIN - font.widthOfTextAtSize(label, 12), y, size: 12, font, color: INK });
      y = paragraph(page, entry.title, font, 12, MARGIN, y, width - 60);
      y -= 8;
    }
  }

  // 3. The week's stories in brief.
  {
    const { page, y: start } = textPage(doc, fonts, input, 3);
    let y = start;
    page.drawText('THIS WEEK IN BRIEF', { x: MARGIN, y, size: 16, font: fonts.bold, color: RED });
    y -= 30;
    for (const story of input.stories.slice(0, BRIEF_STORIES)) {
      if (y < MARGIN + 130) break;
      y = paragraph(page, story.title, fonts.bold, 13, MARGIN, y, width);
      y -= 2;
      y = paragraph(page, story.lead, fonts.regular, 11, MARGIN, y, width);
      y = paragraph(page, 'The full story is on our website.', fonts.regular, 9, MARGIN, y, width, MUTED);
      y -= 14;
    }
  }

  // 4. Where to find the paper, and how to reach it.
  {
    const { page, y: start } = textPage(doc, fonts, input, 4);
    let y = start;
    page.drawText('WHERE TO FIND GAZETA', { x: MARGIN, y, size: 16, font: fonts.bold, color: RED });
    y -= 26;
    y = paragraph(
      page,
      `Gazeta is free. Every Thursday the new issue goes out to ${input.pointCount} pick-up points across Chicagoland: grocery stores, pharmacies, cafes, bakeries, libraries, churches and community centers, from the north side of Chicago to the northwest and southwest suburbs, Northwest Indiana and Southeast Wisconsin.`,
      fonts.regular, 11, MARGIN, y, width,
    );
    y -= 10;
    y = paragraph(page, `Towns with the most pick-up points: ${input.towns.join(', ')}.`, fonts.regular, 11, MARGIN, y, width);
    y -= 10;
    y = paragraph(page, 'To find the point nearest to you, enter your ZIP code on the Delivery page of our website.', fonts.regular, 11, MARGIN, y, width);
    y -= 24;
    page.drawText('CONTACT THE EDITORS', { x: MARGIN, y, size: 16, font: fonts.bold, color: RED });
    y -= 24;
    const address = SITE.postalAddress;
    for (const line of [
      `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      `Phone: ${SITE.phone}`,
      `Email: ${SITE.email}`,
      `Telegram: ${SITE.social.telegram}`,
    ]) {
      y = paragraph(page, line, fonts.regular, 11, MARGIN, y, width);
    }
    y -= 24;
    page.drawText('ADVERTISING', { x: MARGIN, y, size: 16, font: fonts.bold, color: RED });
    y -= 24;
    paragraph(
      page,
      'Reach Russian-speaking and Lithuanian families across Chicagoland in print and online. Display ads, classifieds and the advertising strip on our website are available every week; call or write for rates.',
      fonts.regular, 11, MARGIN, y, width,
    );
    paragraph(page, `(c) ${SITE.name} ${input.publishedOn.slice(0, 4)}. Printed in Illinois.`, fonts.regular, 9, MARGIN, MARGIN + 10, width, MUTED);
  }

  paragraph(
    contents.page,
    `Issue ${input.number}  |  ${englishDate(input.publishedOn)}  |  ${doc.getPageCount()} pages  |  Free`,
    fonts.regular, 11, MARGIN, issueLineY, width, MUTED,
  );
  return doc.save();
}
