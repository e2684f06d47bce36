// Issue 16: the provider illustrator against a local stand-in speaking the OpenAI Images API:
// every page request carries each character's sheet and the art style's words unchanged;
// references go to /images/edits when configured; refusals, failures and timeouts become
// IllustratorErrors with a safe message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ART_STYLE_TEXT, IllustratorError, createIllustrator, createProviderIllustrator, sheetText, type CharacterSheet } from '../../api/ai/illustrator/index.ts';
import { startImagesStandin, type ImagesStandin } from '../support/images-standin.ts';

let standin: ImagesStandin;
beforeAll(async () => { standin = await startImagesStandin(); });
afterAll(async () => { await standin.close(); });
beforeEach(() => { standin.requests.length = 0; });

const MIA: CharacterSheet = { id: '77000000-0000-4000-8000-000000000001', name: 'Mia', kind: 'child', look: 'a small girl with curly black hair and round glasses', clothes: 'a yellow raincoat and red boots', colours: 'yellow, red, black' };
const PIP: CharacterSheet = { id: '77000000-0000-4000-8000-000000000002', name: 'Pip', kind: 'animal', look: 'a little orange fox with a white-tipped tail', clothes: 'a green scarf', colours: 'orange, white, green' };

const request = { bookId: 'a3000000-0000-4000-8000-000000000001', pageNumber: 2, artStyle: 'watercolor' as const, language: 'fr' as const, scene: { setting: 'beach' as const, timeOfDay: 'day' as const, description: 'Mia et Pip cherchent un coquillage' }, characters: [MIA, PIP] };
const fast = (extra: object = {}) => createProviderIllustrator({ baseURL: standin.baseURL, apiKey: 'sk-test', model: 'gpt-image-1', backoff: () => 5, ...extra });

describe('the provider illustrator', () => {
  it('sends each character’s sheet and the art style word for word, and answers the picture', async () => {
    const picture = await fast().page(request);
    expect(picture.mime).toBe('image/png');
    const [sent] = standin.requests;
    expect(sent!.path).toBe('/v1/images/generations');
    expect(sent!.headers.authorization).toBe('Bearer sk-test');
    expect(sent!.json).toMatchObject({ model: 'gpt-image-1', n: 1 });
    const prompt = sent!.json!.prompt as string;
    expect(prompt).toContain(ART_STYLE_TEXT.watercolor);
    expect(prompt).toContain(sheetText(MIA));
    expect(prompt).toContain(sheetText(PIP));
    expect(prompt).toContain(MIA.look);
    expect(prompt).toContain(PIP.clothes);
    expect(prompt).toContain('Mia et Pip cherchent un coquillage');
  });

  it('the same sheet travels unchanged on every page', async () => {
    const illustrator = fast();
    for (let n = 1; n <= 4; n++) await illustrator.page({ ...request, pageNumber: n, characters: n % 2 ? [MIA] : [MIA, PIP] });
    for (const r of standin.requests) expect(r.json!.prompt).toContain(sheetText(MIA));
    expect(standin.requests.filter((r) => (r.json!.prompt as string).includes(sheetText(PIP)))).toHaveLength(2);
  });

  it('with references configured, sends each portrait as an image[] part to /images/edits', async () => {
    const png = Buffer.from((await fast().portrait(MIA, 'watercolor')).bytes);
    standin.requests.length = 0;
    await fast({ references: 'edits' }).page({ ...request, references: [{ characterId: MIA.id, image: png, mime: 'image/png' }, { characterId: PIP.id, image: png, mime: 'image/png' }] });
    const [sent] = standin.requests;
    expect(sent!.path).toBe('/v1/images/edits');
    expect(sent!.files!.map((f) => f.field)).toEqual(['image[]', 'image[]']);
    expect(sent!.files![0]!.bytes).toBe(png.length);
    expect(sent!.fields!.prompt).toContain(sheetText(MIA));
  });

  it('a content-policy refusal is a clear message, not retried', async () => {
    standin.failNext('refuse');
    const error = await fast().page(request).catch((e) => e);
    expect(error).toBeInstanceOf(IllustratorError);
    expect(error.code).toBe('refused');
    expect(error.userMessage).toMatch(/refused to draw this picture.*credits were returned/);
    expect(standin.requests).toHaveLength(1);
  });

  it('retries 500 and 429, then answers', async () => {
    standin.failNext('500', '429');
    const picture = await fast().page(request);
    expect(picture.bytes.length).toBeGreaterThan(50);
    expect(standin.requests).toHaveLength(3);
  });

  it('gives up after its retries, and on an answer that is not a picture', async () => {
    standin.failNext('500', '500', '500');
    const unavailable = await fast({ maxRetries: 2 }).page(request).catch((e) => e);
    expect(unavailable.code).toBe('unavailable');
    expect(unavailable.attempts).toBe(3);
    standin.failNext('not-an-image');
    expect((await fast().page(request).catch((e) => e)).code).toBe('invalid_output');
    standin.failNext('bad-json');
    expect((await fast().page(request).catch((e) => e)).code).toBe('invalid_output');
  });

  it('times out', async () => {
    standin.failNext('hang');
    const error = await fast({ timeoutMs: 200 }).page(request).catch((e) => e);
    expect(error.code).toBe('timeout');
    expect(error.userMessage).toMatch(/took too long/);
  });

  it('is chosen by IMAGE_MODEL, falling back to the AI_* address and key', async () => {
    expect(createIllustrator({ AI_BASE_URL: undefined, AI_API_KEY: undefined, IMAGE_BASE_URL: undefined, IMAGE_API_KEY: undefined, IMAGE_MODEL: undefined, IMAGE_REFERENCES: 'none' }).name).toBe('offline');
    expect(createIllustrator({ AI_BASE_URL: standin.baseURL, AI_API_KEY: 'sk-ai', IMAGE_BASE_URL: undefined, IMAGE_API_KEY: undefined, IMAGE_MODEL: undefined, IMAGE_REFERENCES: 'none' }).name).toBe('offline');
    const fallback = createIllustrator({ AI_BASE_URL: standin.baseURL, AI_API_KEY: 'sk-ai', IMAGE_BASE_URL: undefined, IMAGE_API_KEY: undefined, IMAGE_MODEL: 'img-1', IMAGE_REFERENCES: 'none' });
    expect(fallback.name).toBe('img-1');
    await fallback.portrait(PIP, 'flat');
    expect(standin.requests.at(-1)!.headers.authorization).toBe('Bearer sk-ai');
    expect(standin.requests.at(-1)!.json!.prompt).toContain(sheetText(PIP));
  });
});
