// The address of KaTeX's stylesheet as Astro builds it from the katex package (with its fonts,
// hashed, from our own origin; never a CDN). Only the address is imported, so pages without
// maths load none of it.
import katexCss from 'katex/dist/katex.min.css?url';

export const KATEX_CSS: string = katexCss;
