// Issue 12, the worksheet writer against a local OpenAI-compatible stand-in: the plan and a
// worksheet come back as structured answers checked by their schemas (a worksheet with the wrong
// number of items gets one repair round); the verification pass shows the solver the items
// without their keys (matching and ordering shuffled) and flags the item whose key is wrong.
// Offline, nothing is sent anywhere and nothing is flagged.
import { afterEach, describe, expect, it } from 'vitest';
import { createOfflineWriter, createProviderWriter } from '../../api/ai/index.ts';
import { worksheetWriter } from '../../api/kinds/worksheet/writer.ts';
import type { Worksheet } from '../../core/worksheets.ts';
import { replyJson, startChatStandIn, type StandIn } from '../support/chat-standin.ts';

const servers: StandIn[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const start = { topic: 'Fractions', level: 'grade 4', language: 'en' as const, worksheetCount: 2, itemsPerWorksheet: 3, itemTypes: ['multipleChoice', 'shortAnswer', 'ordering'] as const, difficulty: 'easy' as const };
const mutable = { ...start, itemTypes: [...start.itemTypes] };

// a worksheet whose second item's key is wrong: 1/2 + 1/4 is 3/4, not 2/6
const seededWrong: Worksheet = {
  title: 'Adding fractions', instructions: 'Answer each question.', objectives: ['Add fractions'],
  items: [
    { type: 'multipleChoice', prompt: 'Which is the largest?', options: ['1/2', '1/3', '1/4'], correct: [0], multiple: false, explanation: 'Halves are the largest parts.' },
    { type: 'shortAnswer', prompt: '1/2 + 1/4 = ?', answers: ['2/6'], explanation: 'Add the tops and the bottoms.' },
    { type: 'ordering', prompt: 'Smallest first.', steps: ['1/4', '1/3', '1/2'], explanation: 'A larger bottom means smaller parts.' },
  ],
};

describe('the worksheet writer with a provider', () => {
  it('plans and writes through the provider, repairing a worksheet of the wrong length once', async () => {
    const answers = [
      { title: 'Fractions', worksheets: [{ title: 'Halves and quarters', objectives: ['Name fractions'] }, { title: 'Adding', objectives: ['Add fractions'] }] },
      { ...seededWrong, items: [...seededWrong.items, seededWrong.items[1]] },
      seededWrong,
    ];
    const s = await startChatStandIn((call, res) => replyJson(res, JSON.stringify(answers[call.n - 1])));
    servers.push(s);
    const writer = worksheetWriter(createProviderWriter({ baseURL: s.url, model: 'stand-in-model' }));
    const { plan } = await writer.plan(mutable);
    expect(plan.worksheets.map((w) => w.title)).toEqual(['Halves and quarters', 'Adding']);
    expect(s.calls[0]!.body.messages.at(-1)!.content).toContain('Worksheets: exactly 2');
    const { worksheet } = await writer.worksheet(mutable, plan.worksheets[1]!, 'g:1');
    expect(worksheet.items).toHaveLength(3);
    expect(s.calls).toHaveLength(3);
    expect(JSON.stringify(s.calls[2]!.body.messages)).toContain('it must have exactly 3');
  });

  it('flags the item whose key a solver who did not see it disagrees with', async () => {
    let shown: { item: number; type: string; steps?: string[]; answers?: unknown; correct?: unknown }[] = [];
    const s = await startChatStandIn((call, res) => {
      shown = JSON.parse(call.body.messages.at(-1)!.content);
      const ordering = shown[2]!.steps!;
      // the solver: the largest is 1/2, 1/2 + 1/4 is 3/4, smallest first
      replyJson(res, JSON.stringify({ answers: [
        { item: 0, chosen: [0] }, { item: 1, answer: '3/4' },
        { item: 2, order: ['1/4', '1/3', '1/2'].map((step) => ordering.indexOf(step)) },
      ] }));
    });
    servers.push(s);
    const { flags } = await worksheetWriter(createProviderWriter({ baseURL: s.url, model: 'stand-in-model' })).verify(seededWrong, 'en', 'g:1');
    expect(flags).toEqual([{ item: 1, key: '2/6', solver: '{"item":1,"answer":"3/4"}' }]);
    // the solver saw no key
    expect(shown.every((item) => item.answers === undefined && item.correct === undefined)).toBe(true);
  });

  it('offline: the computed worksheet is not checked again, and nothing is sent', async () => {
    const writer = worksheetWriter(createOfflineWriter());
    const { plan } = await writer.plan({ ...mutable, topic: 'Adding fractions' });
    const { worksheet } = await writer.worksheet({ ...mutable, topic: 'Adding fractions' }, plan.worksheets[0]!, 'g:0');
    expect(worksheet.items.map((i) => i.type)).toEqual(['multipleChoice', 'shortAnswer', 'ordering']);
    expect((await writer.verify(worksheet, 'en', 'g:0')).flags).toEqual([]);
  });
});
