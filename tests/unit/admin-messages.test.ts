// The admin screens show the server's English field messages in the page language: exact
// messages and the ones with values in them (an unknown template variable, a range).
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { GqlError } from '../../site/components/admin/gql.ts';
import { localizeError } from '../../site/components/admin/messages.ts';
import { readingLevelLines } from '../../site/components/admin/GenerationConfigForm.tsx';

const t = ((key: string, values: Record<string, unknown> = {}) => `${key}${JSON.stringify(values)}`) as unknown as TFunction;
const fieldsOf = (error: unknown) => (error as GqlError).errors[0]?.extensions?.fields;

describe('localizeError', () => {
  it('maps unknown variables, ranges and exact messages to keys with the field label', () => {
    const error = new GqlError([{
      message: 'chapterPrompt: Unknown variable: {{colour}}',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          chapterPrompt: 'Unknown variable: {{colour}}, {{size}}',
          temperature: 'must be between 0 and 2',
          defaultChapterCount: 'must be a whole number from 1 to 30',
          readingLevels: 'is required',
          model: 'something new',
        },
      },
    }], 200);
    expect(fieldsOf(localizeError(error, t, { temperature: 'Temperature', readingLevels: 'Reading levels', defaultChapterCount: 'Chapters' }))).toEqual({
      chapterPrompt: 'server.unknownVariable{"label":"chapterPrompt","names":"{{colour}}, {{size}}"}',
      temperature: 'server.between{"label":"Temperature","min":"0","max":"2"}',
      defaultChapterCount: 'server.wholeNumberRange{"label":"Chapters","min":"1","max":"30"}',
      readingLevels: 'server.required{"label":"Reading levels"}',
      model: 'something new',
    });
  });

  it('maps the refusal to change a used config version', () => {
    const error = new GqlError([{ message: 'This version has written books and can no longer be changed; create a new version', extensions: { code: 'CONFLICT' } }], 409);
    expect((localizeError(error, t) as GqlError).errors[0]?.message).toBe('server.configUsed{"label":""}');
  });
});

describe('readingLevelLines', () => {
  it('keeps one trimmed level a line, without blanks or repeats', () => {
    expect(readingLevelLines(' primary \r\n\nadult\nprimary\n  ')).toEqual(['primary', 'adult']);
  });
});
