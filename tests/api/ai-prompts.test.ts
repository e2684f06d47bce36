// Prompt templates, the Markdown section helpers, and choosing the writer from the settings.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../api/config.ts';
import { createWriter, writerName } from '../../api/ai/index.ts';
import { createSectionEmitter, joinSections, splitSections } from '../../api/ai/markdown.ts';
import { renderTemplate, templateVariables, unknownVariables } from '../../api/ai/prompts.ts';
import {
  CHAPTER_VARIABLES,
  OUTLINE_VARIABLES,
  SYSTEM_VARIABLES,
  TEMPLATE_VARIABLES,
  TEXTBOOK_PROMPTS,
  chapterPrompts,
  outlinePrompts,
  outlineVariables,
} from '../../api/kinds/textbook/prompts.ts';
import type { ChapterRequest, OutlineRequest } from '../../api/kinds/textbook/schema.ts';
import { textbookWriter } from '../../api/kinds/textbook/writer.ts';

const outlineRequest: OutlineRequest = {
  title: 'The Green Machine',
  topic: 'photosynthesis',
  audience: 'grade 6 pupils',
  readingLevel: 'middle school',
  language: 'ja',
  chapterCount: 7,
};

const chapterRequest: ChapterRequest = {
  language: 'ar',
  bookTitle: 'The Green Machine',
  chapterNumber: 3,
  chapterTitle: 'Chlorophyll',
  sections: ['What it is', 'Where it is'],
  instruction: 'shorter paragraphs',
};

describe('templates', () => {
  it('renders named variables, with spaces inside the braces, and empties missing ones', () => {
    expect(renderTemplate('A {{title}} for {{ audience }}.{{notes}}', { title: 'book', audience: 'kids' })).toBe('A book for kids.');
    expect(renderTemplate('{{chapterCount}} chapters', { chapterCount: 12 })).toBe('12 chapters');
    expect(renderTemplate('{{title}} and {{title}}', { title: 'x' })).toBe('x and x');
    expect(renderTemplate('{single} {{ not a var }}', { single: 'no' })).toBe('{single} {{ not a var }}');
  });

  it('does not expand variables found inside values', () => {
    expect(renderTemplate('{{title}}', { title: '{{topic}}', topic: 'leak' })).toBe('{{topic}}');
  });

  it('lists the variables of a template once, in order', () => {
    expect(templateVariables('{{topic}} {{title}} {{ topic }} {{language}}')).toEqual(['topic', 'title', 'language']);
    expect(templateVariables('no variables')).toEqual([]);
  });

  it('names the unknown variables of a template', () => {
    expect(unknownVariables('{{title}} {{colour}} {{chapterTitle}}', OUTLINE_VARIABLES)).toEqual(['colour', 'chapterTitle']);
    expect(unknownVariables('{{title}} {{chapterTitle}}', CHAPTER_VARIABLES)).toEqual([]);
  });

  it('keeps the default templates within their variables', () => {
    const textbook = TEXTBOOK_PROMPTS;
    expect(unknownVariables(textbook.system, SYSTEM_VARIABLES)).toEqual([]);
    expect(unknownVariables(textbook.outline, OUTLINE_VARIABLES)).toEqual([]);
    expect(unknownVariables(textbook.chapter, CHAPTER_VARIABLES)).toEqual([]);
    for (const name of [...SYSTEM_VARIABLES, ...OUTLINE_VARIABLES, ...CHAPTER_VARIABLES]) {
      expect(TEMPLATE_VARIABLES).toContain(name);
    }
    expect(templateVariables(textbook.outline)).toContain('chapterCount');
    expect(templateVariables(textbook.chapter)).toContain('sections');
  });

  it('fills the outline variables from the request, with defaults for what is missing', () => {
    const vars = outlineVariables({ ...outlineRequest, audience: undefined, comment: 'fewer chapters' });
    expect(vars.language).toBe('Japanese (日本語)');
    expect(vars.audience).toBe('general readers');
    expect(vars.subject).toBe('photosynthesis');
    expect(vars.comment).toContain('fewer chapters');
  });

  it('renders the default outline prompt and always adds the JSON rules', () => {
    const { system, prompt } = outlinePrompts(outlineRequest);
    expect(system).toContain('grade 6 pupils');
    expect(system).toContain('Japanese (日本語)');
    expect(system).toContain('Exactly 7 chapters');
    expect(prompt).toContain('"The Green Machine" about photosynthesis');
    expect(prompt).not.toMatch(/\{\{/);
  });

  it('tells the model the chapter labels in the book’s language', () => {
    const { system, prompt } = chapterPrompts(chapterRequest);
    expect(system).toContain('"## الملخص"');
    expect(system).toContain('"## أسئلة المراجعة"');
    expect(system).toContain('Arabic (العربية)');
    expect(prompt).toContain('1. What it is\n2. Where it is');
    expect(prompt).toContain('shorter paragraphs');
  });
});

describe('chapter sections', () => {
  it('splits at level-2 headings only, keeping text before the first heading with it', () => {
    const text = '> note\n\n## One\n\ntext\n\n### Sub\n\nmore\n\n## Two\n\nend\n';
    expect(splitSections(text)).toEqual(['> note\n\n## One\n\ntext\n\n### Sub\n\nmore', '## Two\n\nend']);
    expect(joinSections(splitSections(text))).toBe(text);
    expect(splitSections('')).toEqual([]);
    expect(splitSections('no headings')).toEqual(['no headings']);
  });

  it('unwraps a ```markdown fence around the whole answer', () => {
    expect(splitSections('```markdown\n## One\n\nx\n```\n')).toEqual(['## One\n\nx']);
  });

  it('emits a section only when the next heading has started, and the last at the end', async () => {
    const sent: [number, string][] = [];
    const emitter = createSectionEmitter((i, md) => {
      sent.push([i, md]);
    });
    await emitter.update('## One\n\nfirst');
    expect(sent).toEqual([]);
    await emitter.update('## One\n\nfirst paragraph\n\n#');
    expect(sent).toEqual([]);
    await emitter.update('## One\n\nfirst paragraph\n\n## Tw');
    expect(sent).toEqual([[0, '## One\n\nfirst paragraph']]);
    const sections = await emitter.finish('## One\n\nfirst paragraph\n\n## Two\n\nsecond');
    expect(sections).toEqual(['## One\n\nfirst paragraph', '## Two\n\nsecond']);
    expect(sent).toEqual([
      [0, '## One\n\nfirst paragraph'],
      [1, '## Two\n\nsecond'],
    ]);
  });
});

describe('createWriter', () => {
  it('is the offline writer when AI_BASE_URL is unset', async () => {
    const config = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined };
    const writer = createWriter(config);
    expect(writer.name).toBe('offline');
    expect(writerName(config)).toBe('offline');
    const { outline } = await textbookWriter(writer).outline({ ...outlineRequest, language: 'en', chapterCount: 2 });
    expect(outline.chapters).toHaveLength(2);
  });

  it('is the provider writer, named after the model, when AI_BASE_URL is set', () => {
    const config = { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'llama3.1:8b' };
    expect(createWriter(config).name).toBe('llama3.1:8b');
    expect(writerName(config)).toBe('llama3.1:8b');
  });

  it('refuses a provider without a model, naming the setting', () => {
    expect(() => createWriter({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: undefined, AI_MODEL: undefined })).toThrow(ConfigError);
    expect(() => createWriter({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: undefined, AI_MODEL: undefined })).toThrow(/AI_MODEL/);
  });
});
