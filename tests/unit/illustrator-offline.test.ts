// Issue 16: the offline illustrator draws each character from its own sheet, so it looks the
// same on every page by construction; the same request gives the same picture.
import { describe, expect, it } from 'vitest';
import { coloursIn, drawingParams } from '../../api/ai/illustrator/drawing.ts';
import { createOfflineIllustrator, drawPage, drawPortrait } from '../../api/ai/illustrator/offline.ts';
import { SCENE_SETTINGS, TIMES_OF_DAY, ART_STYLES, type CharacterSheet } from '../../core/storybook.ts';

const MIA: CharacterSheet = { id: '77000000-0000-4000-8000-000000000001', name: 'Mia', kind: 'child', look: 'a small girl with curly black hair and round glasses', clothes: 'a yellow raincoat and red boots', colours: 'yellow, red, black' };
const PIP: CharacterSheet = { id: '77000000-0000-4000-8000-000000000002', name: 'Pip', kind: 'animal', look: 'a little orange fox with a white-tipped tail', clothes: 'a green scarf', colours: 'orange, white, green' };
const LEA: CharacterSheet = { id: '77000000-0000-4000-8000-000000000003', name: 'Léa', kind: 'child', look: 'une petite fille aux longs cheveux blonds', clothes: 'une robe bleue et un chapeau rouge', colours: 'bleu, rouge' };
const YUKI: CharacterSheet = { id: '77000000-0000-4000-8000-000000000004', name: 'ゆき', kind: 'animal', look: '白いウサギ', clothes: '赤いマフラー', colours: '白, 赤' };

const page = (n: number, characters: CharacterSheet[], setting = SCENE_SETTINGS[n % SCENE_SETTINGS.length]!) =>
  drawPage({ bookId: 'a3000000-0000-4000-8000-000000000001', pageNumber: n, artStyle: 'watercolor', scene: { setting, timeOfDay: TIMES_OF_DAY[n % 4]!, description: 'a scene' }, characters, alt: `page ${n}` });

/** Each character's drawing as it appears in a page's SVG, without where it stands. */
function figures(svg: string): string[] {
  return [...svg.matchAll(/<g transform="translate\([^)]*\) scale\([^)]*\)"([\s\S]*?)<\/g>(?=<g transform="translate|<\/svg>|<circle|<line|<path d="M\d)/g)].map((m) => m[1]!);
}

describe('character drawing parameters', () => {
  it('come from the sheet alone: the same sheet, the same parameters, every time', () => {
    expect(drawingParams(MIA)).toEqual(drawingParams({ ...MIA }));
    expect(drawingParams(MIA)).not.toEqual(drawingParams(PIP));
    expect(drawingParams(MIA)).not.toEqual(drawingParams(LEA));
  });

  it('follow what the sheet says, in several languages', () => {
    const mia = drawingParams(MIA);
    expect(mia).toMatchObject({ body: 'child', hairStyle: 'curly', hair: '#2b2b2b', top: '#f5c518', bottom: '#d94b3f', glasses: true });
    const pip = drawingParams(PIP);
    expect(pip).toMatchObject({ body: 'animal', species: 'fox', fur: '#f08a24', scarf: true });
    const lea = drawingParams(LEA);
    expect(lea).toMatchObject({ hairStyle: 'long', top: '#3b7dd8', bottom: '#d94b3f', skirt: true, hat: true });
    const yuki = drawingParams(YUKI);
    expect(yuki).toMatchObject({ species: 'rabbit', fur: '#f7f4ee', top: '#d94b3f', scarf: true });
    expect(coloursIn('un impermeable amarillo y botas rojas')).toEqual(['#f5c518', '#d94b3f']);
    expect(coloursIn('أحمر وأزرق')).toEqual(['#d94b3f', '#3b7dd8']);
  });
});

describe('pages', () => {
  it('draw the same character identically on every page it appears on; only its place changes', () => {
    const drawn = [1, 2, 3, 5, 8, 13].map((n) => figures(page(n, [MIA, PIP])));
    for (const pageFigures of drawn) expect(pageFigures).toHaveLength(2);
    // the body of each character's group, after its transform, is the same on every page but
    // for the pose (arms and smile): compare what stays: the colours it is drawn with
    const colours = (s: string) => [...new Set([...s.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]))].sort();
    for (const k of [0, 1]) {
      const first = colours(drawn[0]![k]!);
      for (const pageFigures of drawn) expect(colours(pageFigures[k]!)).toEqual(first);
    }
    expect(colours(drawn[0]![0]!)).not.toEqual(colours(drawn[0]![1]!));
  });

  it('are deterministic, well-formed SVG with the alt text as title and nothing external', () => {
    for (const style of ART_STYLES) {
      for (const setting of SCENE_SETTINGS) {
        const a = drawPage({ bookId: 'b', pageNumber: 3, artStyle: style, scene: { setting, timeOfDay: 'day', description: 'x' }, characters: [MIA, PIP, LEA], alt: 'Mia & <Pip>' });
        expect(a).toBe(drawPage({ bookId: 'b', pageNumber: 3, artStyle: style, scene: { setting, timeOfDay: 'day', description: 'x' }, characters: [MIA, PIP, LEA], alt: 'Mia & <Pip>' }));
        expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 600"/);
        expect(a).toContain('<title>Mia &amp; &lt;Pip&gt;</title>');
        expect(a).not.toMatch(/<script|href=|url\(http|javascript:/i);
        expect(a.length).toBeLessThan(60_000);
        // balanced tags
        const opened = (a.match(/<(g|defs|svg|filter|linearGradient|radialGradient)[\s>]/g) ?? []).length;
        const closed = (a.match(/<\/(g|defs|svg|filter|linearGradient|radialGradient)>/g) ?? []).length;
        expect(closed).toBe(opened);
      }
    }
  });

  it('follow a redraw instruction where they can (snow, rain, a rainbow, stars)', () => {
    const plain = page(4, [MIA], 'park');
    const snowy = drawPage({ bookId: 'a3000000-0000-4000-8000-000000000001', pageNumber: 4, artStyle: 'watercolor', scene: { setting: 'park', timeOfDay: TIMES_OF_DAY[0]!, description: 'a scene' }, characters: [MIA], instruction: 'make it snow', alt: 'x' });
    expect(snowy).not.toBe(plain);
    expect((snowy.match(/fill="#ffffff" opacity="0.92"/g) ?? []).length).toBeGreaterThanOrEqual(50);
  });

  it('portraits and the illustrator interface answer SVG', async () => {
    const illustrator = createOfflineIllustrator();
    const portrait = await illustrator.portrait(PIP, 'crayon');
    expect(portrait.mime).toBe('image/svg+xml');
    expect(portrait.bytes.toString()).toBe(drawPortrait(PIP, 'crayon'));
    const picture = await illustrator.page({ bookId: 'x', pageNumber: 1, artStyle: 'flat', language: 'en', scene: { setting: 'beach', timeOfDay: 'day', description: 'd' }, characters: [PIP] });
    expect(picture.bytes.toString()).toContain('<title>d</title>');
  });
});
