// What a reader of a PDF sees, for tests: each page's text, its images and the document's metadata,
// read with pdf.js (the legacy build, which runs in Node).
import { getDocument, OPS, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** The page's text items in reading order, joined by spaces, runs of white space made one. */
  text: string;
  /** The text items as pdf.js returns them (a line or a run of a line each), trimmed, blanks left out. */
  lines: string[];
  /** How many images the page paints (image XObjects and inline images). */
  images: number;
  /** Width and height in points. */
  size: [number, number];
}

export interface PdfContent {
  pages: PdfPage[];
  /** The document information dictionary: Title, Author, Subject, … */
  info: Record<string, unknown>;
}

const IMAGE_OPERATORS: ReadonlySet<number> = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageXObjectRepeat,
]);

/** Reads a PDF the way a viewer does and answers its pages' text and images. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  // pdf.js takes ownership of (detaches) the array it is given: it gets a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false })
    .promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const lines = content.items.map((item) => ('str' in item ? item.str.trim() : '')).filter((line) => line !== '');
      const operators = await page.getOperatorList();
      const images = operators.fnArray.filter((operator) => IMAGE_OPERATORS.has(operator)).length;
      const [, , width, height] = page.view;
      pages.push({ text: lines.join(' ').replace(/\s+/g, ' '), lines, images, size: [width ?? 0, height ?? 0] });
      page.cleanup();
    }
    const { info } = await document.getMetadata();
    return { pages, info: (info ?? {}) as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}

/** Each page's text, as readPdf gives it. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).pages.map((page) => page.text);
}
