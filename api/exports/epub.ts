// EPUB 3 (issue 17): a valid, accessible e-book from an ExportDocument. The container is a zip
// whose first entry is the uncompressed `mimetype`; the package document carries the language,
// the reading direction (page-progression-direction="rtl" for ar and ur) and the accessibility
// metadata of EPUB Accessibility 1.1 (access modes, features, hazards, a summary, conformsTo);
// the navigation document is the table of contents. Checked in the tests with epubcheck.
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ExportDocument } from './document.ts';

/** Bumped when the files this builder makes change, so books are built again. */
export const EPUB_BUILDER_VERSION = 1;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The strings the file shows around the book's own words, in the book's language where we have them. */
export interface EpubWords { contents: string; chapter: (n: number) => string; page: (n: number) => string; dedication: string; copyright: string; by: (name: string) => string }

/** A picture of a picture book, as the file holds it (JPEG, a core EPUB image type everywhere). */
export interface EpubPicture { bytes: Uint8Array; width: number; height: number }

const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function page(doc: ExportDocument, title: string, body: string, type: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${doc.bcp47}" xml:lang="${doc.bcp47}" dir="${doc.dir}">
<head>
<meta charset="UTF-8" />
<title>${esc(title)}</title>
<link rel="stylesheet" type="text/css" href="book.css" />
</head>
<body epub:type="${type}">
${body}
</body>
</html>
`;
}

const CSS = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { font-size: 1.6em; line-height: 1.25; margin: 1.5em 0 0.75em; }
h2 { font-size: 1.3em; margin: 1.25em 0 0.5em; }
h3 { font-size: 1.1em; margin: 1em 0 0.5em; }
.chapter-number { font-size: 0.9em; letter-spacing: 0.05em; margin: 2em 0 0; }
.title-page { text-align: center; margin-top: 30%; }
.title-page .author { font-size: 1.2em; margin-top: 2em; }
.dedication { font-style: italic; text-align: center; margin-top: 20%; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #888; padding: 0.25em 0.5em; }
blockquote { margin: 1em 1.5em; padding: 0 0.75em; border-inline-start: 3px solid #888; }
pre, code { font-family: monospace; }
pre { white-space: pre-wrap; }
.math-display { margin: 1em 0; text-align: center; }
.cover { margin: 0; text-align: center; }
.cover img, .picture img { max-width: 100%; max-height: 70vh; height: auto; }
.picture { margin: 1em 0 0.5em; text-align: center; page-break-inside: avoid; break-inside: avoid; }
.page-text { font-size: 1.25em; line-height: 1.6; }
`;

/** The EPUB's bytes. */
export function buildEpub(doc: ExportDocument, words: EpubWords, pictures: ReadonlyMap<string, EpubPicture> = new Map()): Uint8Array {
  const items: { id: string; href: string; type: string; props?: string; spine?: boolean; body: string | Uint8Array }[] = [];
  const pictureBook = doc.chapters.some((c) => c.picture);
  const pictureOf = (c: ExportDocument['chapters'][number]) => (c.picture ? pictures.get(c.picture.id) : undefined);
  const cover = doc.chapters.find((c) => pictureOf(c));
  for (const c of doc.chapters) {
    const picture = pictureOf(c);
    if (picture) items.push({ id: `picture-${c.number}`, href: `images/page-${c.number}.jpg`, type: 'image/jpeg', ...(c === cover ? { props: 'cover-image' } : {}), body: picture.bytes });
  }
  items.push({
    id: 'title-page', href: 'title.xhtml', type: 'application/xhtml+xml', spine: true,
    body: page(doc, doc.title, `<section class="title-page" epub:type="titlepage" aria-label="${esc(doc.title)}">
${cover && pictureOf(cover) ? `<figure class="cover"><img src="images/page-${cover.number}.jpg" alt="${esc(cover.picture!.alt)}" width="${pictureOf(cover)!.width}" height="${pictureOf(cover)!.height}" /></figure>\n` : ''}<h1>${esc(doc.title)}</h1>
<p class="author">${esc(words.by(doc.author))}</p>
</section>`, 'frontmatter'),
  });
  if (doc.dedication.trim()) {
    items.push({ id: 'dedication', href: 'dedication.xhtml', type: 'application/xhtml+xml', spine: true,
      body: page(doc, words.dedication, `<section class="dedication" epub:type="dedication" role="doc-dedication" aria-label="${esc(words.dedication)}">
<p>${esc(doc.dedication).replace(/\n/g, '<br />')}</p>
</section>`, 'frontmatter') });
  }
  items.push({ id: 'nav', href: 'nav.xhtml', type: 'application/xhtml+xml', props: 'nav', spine: true,
    body: page(doc, words.contents, `<nav epub:type="toc" role="doc-toc" aria-labelledby="toc-title">
<h1 id="toc-title">${esc(words.contents)}</h1>
<ol>
${doc.chapters.map((c) => `<li><a href="chapter-${c.number}.xhtml">${esc(pictureBook ? words.page(c.number) : c.title)}</a></li>`).join('\n')}
</ol>
</nav>`, 'frontmatter') });
  for (const c of doc.chapters) {
    const mathml = c.xhtml.includes('<math');
    const picture = pictureOf(c);
    const body = pictureBook
      ? `<section class="story-page" aria-label="${esc(words.page(c.number))}">
${picture ? `<figure class="picture"><img src="images/page-${c.number}.jpg" alt="${esc(c.picture!.alt)}" width="${picture.width}" height="${picture.height}" /></figure>\n` : ''}<div class="page-text">
${c.xhtml}
</div>
</section>`
      : `<section epub:type="chapter" role="doc-chapter" aria-labelledby="chapter-${c.number}-title">
<p class="chapter-number">${esc(words.chapter(c.number))}</p>
<h1 id="chapter-${c.number}-title">${esc(c.title)}</h1>
${c.xhtml}
</section>`;
    items.push({ id: `chapter-${c.number}`, href: `chapter-${c.number}.xhtml`, type: 'application/xhtml+xml', spine: true, ...(mathml ? { props: 'mathml' } : {}),
      body: page(doc, pictureBook ? `${doc.title}: ${words.page(c.number)}` : c.title, body, 'bodymatter') });
  }
  const copyright = doc.copyright.trim() || `© ${doc.modified.getUTCFullYear()} ${doc.author}`;
  items.push({ id: 'copyright', href: 'copyright.xhtml', type: 'application/xhtml+xml', spine: true,
    body: page(doc, words.copyright, `<section epub:type="copyright-page" aria-label="${esc(words.copyright)}">
<p>${esc(copyright).replace(/\n/g, '<br />')}</p>
</section>`, 'backmatter') });
  items.push({ id: 'css', href: 'book.css', type: 'text/css', body: CSS });

  const hasMath = doc.chapters.some((c) => c.xhtml.includes('<math'));
  const hasPictures = items.some((i) => i.type === 'image/jpeg');
  const features = ['structuralNavigation', 'tableOfContents', 'readingOrder', ...(hasMath ? ['MathML'] : []), ...(hasPictures ? ['alternativeText'] : [])];
  const summary = hasPictures
    ? 'A picture book: every page has its words as text and its picture, and every picture has a description (alt text), so the book reads in full without seeing the pictures. It has a table of contents and pages in reading order.'
    : `This publication has a table of contents and headings for every chapter, in reading order; it is text only${hasMath ? ', with formulas in MathML' : ''}.`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${doc.bcp47}" dir="${doc.dir}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${doc.bookId}</dc:identifier>
<dc:title>${esc(doc.title)}</dc:title>
<dc:creator>${esc(doc.author)}</dc:creator>
<dc:language>${doc.bcp47}</dc:language>
<dc:publisher>Bookloom</dc:publisher>
${doc.description.trim() ? `<dc:description>${esc(doc.description)}</dc:description>\n` : ''}<meta property="dcterms:modified">${isoSeconds(doc.modified)}</meta>
<meta property="schema:accessMode">textual</meta>
${hasPictures ? '<meta property="schema:accessMode">visual</meta>\n<meta property="schema:accessModeSufficient">textual,visual</meta>\n' : ''}<meta property="schema:accessModeSufficient">textual</meta>
${features.map((f) => `<meta property="schema:accessibilityFeature">${f}</meta>`).join('\n')}
<meta property="schema:accessibilityHazard">none</meta>
<meta property="schema:accessibilitySummary">${esc(summary)}</meta>
<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>
</metadata>
<manifest>
${items.map((i) => `<item id="${i.id}" href="${i.href}" media-type="${i.type}"${i.props ? ` properties="${i.props}"` : ''} />`).join('\n')}
</manifest>
<spine${doc.dir === 'rtl' ? ' page-progression-direction="rtl"' : ''}>
${items.filter((i) => i.spine).map((i) => `<itemref idref="${i.id}" />`).join('\n')}
</spine>
</package>
`;
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml" />
</rootfiles>
</container>
`;
  // the mimetype first and stored (not deflated): readers recognise the file by its first bytes
  const files: Zippable = { mimetype: [strToU8('application/epub+zip'), { level: 0 }], 'META-INF/container.xml': strToU8(container), 'EPUB/package.opf': strToU8(opf) };
  for (const item of items) {
    // pictures are compressed already: stored as they are
    files[`EPUB/${item.href}`] = typeof item.body === 'string' ? strToU8(item.body) : [item.body, { level: 0 }];
  }
  return zipSync(files, { level: 9, mtime: doc.modified });
}
