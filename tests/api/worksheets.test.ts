// Issue 12, worksheet groups on the book engine: start → plan → worksheets with answer keys, the
// teacher's item edits (kept valid by the item schemas), one item or one worksheet written again,
// credits, and who may read. Jobs run inline (offline writer): a start returns once the plan is
// written and a generate once every worksheet is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkItem, type Item } from '../../core/worksheets.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles: string[] = []) {
  const email = `ws-${who}@books.example`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  if (roles.length > 0) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
async function gql(who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookies[who]! } : {} });
  return res.json() as Answer;
}
async function ok(who: string | null, query: string, variables: object = {}) {
  const answer = await gql(who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
const code = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const message = (answer: Answer) => answer.errors?.[0]?.message ?? '';
const balance = async (who: string) => (await ok(who, '{ creditBalance }')).creditBalance as number;

const ITEM = `type prompt explanation options correct multiple answer text blanks pairs { left right } steps answers sampleAnswer finalAnswer`;
const SHEET = `id groupId position title slug instructions objectives itemCount status flags { item key solver } items { ${ITEM} }`;
const GROUP = `id kind title slug topic level language worksheetCount itemsPerWorksheet itemTypes difficulty status wizardStep visibility isOwner
  plan { title worksheets { title objectives } } worksheets { id position title itemCount status }`;
const SHEET_GET = `query($id: ID!) { worksheet(id: $id) { ${SHEET} } }`;
/** The group's worksheets with their items: a worksheet at a time (a whole group's items in one query cost more than a request may). */
const sheets = async (who: string | null, group: { worksheets: { id: string }[] }) =>
  Promise.all(group.worksheets.map(async (w) => (await ok(who, SHEET_GET, { id: w.id })).worksheet));
const START = `mutation($input: StartWorksheetGroupInput!) { startWorksheetGroup(input: $input) { ${GROUP} } }`;
const GET = `query($id: ID!) { worksheetGroup(id: $id) { ${GROUP} } }`;
const GENERATE = `mutation($id: ID!, $k: String!) { generateWorksheetGroup(id: $id, idempotencyKey: $k) { ${GROUP} } }`;

const start = (key: string, over: Record<string, unknown> = {}) => ({
  topic: 'Fracciones: sumar y comparar', level: '4.º de primaria', language: 'es', worksheetCount: 3, itemsPerWorksheet: 6,
  itemTypes: ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer'], difficulty: 'medium', idempotencyKey: `ws-start-${key}`, ...over,
});

/** GraphQL's item back into the core's shape (a fill-in's `blanks` are its answers), nulls dropped. */
function coreItem(gqlItem: Record<string, unknown>): Item {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(gqlItem)) if (v !== null) out[k === 'blanks' ? 'answers' : k] = v;
  return out as Item;
}

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await signIn('teacher');
  await signIn('other');
  await signIn('mod', ['contentMod']);
});
afterAll(async () => { await t.close(); });

let groupId = '';
let sheet: any;

describe('a worksheet group, made', () => {
  it('plans a worksheet per step through the topic, each with its objectives, for one plan\'s price', async () => {
    const before = await balance('teacher');
    const { startWorksheetGroup: group } = await ok('teacher', START, { input: start('a') });
    expect(group.id).toMatch(/^95/);
    expect(group.kind).toBe('worksheet');
    expect(group.status).toBe('outlined');
    expect(group.wizardStep).toBe('outline');
    expect(group.plan.worksheets).toHaveLength(3);
    for (const w of group.plan.worksheets) expect(w.objectives.length).toBeGreaterThan(0);
    expect(group.itemTypes).toEqual(['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer']);
    expect(await balance('teacher')).toBe(before - 1);
    groupId = group.id;
  });

  it('refuses a start that is not valid, naming the field', async () => {
    const answer = await gql('teacher', START, { input: start('bad', { itemsPerWorksheet: 40, itemTypes: [] }) });
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.extensions.fields).toMatchObject({ itemsPerWorksheet: expect.stringMatching(/at most 25/), itemTypes: expect.stringMatching(/at least one/) });
  });

  it('keeps the teacher\'s edited plan: a worksheet renamed, one removed, the order changed', async () => {
    const { worksheetGroup: g } = await ok('teacher', GET, { id: groupId });
    const plan = { title: 'Fracciones, 4.º', worksheets: [g.plan.worksheets[1], { ...g.plan.worksheets[0], title: 'Primero: comparar fracciones' }] };
    const { updateWorksheetGroupPlan: saved } = await ok('teacher', `mutation($id: ID!, $plan: WorksheetGroupPlanInput!) { updateWorksheetGroupPlan(id: $id, plan: $plan) { ${GROUP} } }`, { id: groupId, plan });
    expect(saved.plan.worksheets.map((w: { title: string }) => w.title)).toEqual([g.plan.worksheets[1].title, 'Primero: comparar fracciones']);
    expect(saved.title).toBe('Fracciones, 4.º');
    const dup = await gql('teacher', `mutation($id: ID!, $plan: WorksheetGroupPlanInput!) { updateWorksheetGroupPlan(id: $id, plan: $plan) { id } }`,
      { id: groupId, plan: { title: 'x', worksheets: [g.plan.worksheets[0], g.plan.worksheets[0]] } });
    expect(message(dup)).toMatch(/same title/);
  });

  it('writes the worksheets: the items of the types asked, every key correct by its own check', async () => {
    const before = await balance('teacher');
    const { generateWorksheetGroup: g } = await ok('teacher', GENERATE, { id: groupId, k: 'ws-gen-a' });
    expect(await balance('teacher')).toBe(before - 2);
    const { worksheetGroup: made } = await ok('teacher', GET, { id: groupId });
    expect(made.status).toBe('done');
    expect(g.worksheets).toHaveLength(2);
    expect(made.worksheets[1].title).toBe('Primero: comparar fracciones');
    for (const w of await sheets('teacher', made)) {
      expect(w.status).toBe('done');
      expect(w.id).toMatch(/^96/);
      expect(w.items).toHaveLength(6);
      expect(w.instructions.length).toBeGreaterThan(5);
      const types = new Set(w.items.map((i: { type: string }) => i.type));
      expect([...types].sort()).toEqual(['fillBlanks', 'multipleChoice', 'shortAnswer', 'trueFalse']);
      // answered by the key, every item is right (the score a student sees agrees with the key)
      for (const raw of w.items) {
        const item = coreItem(raw);
        const key = item.type === 'multipleChoice' ? { type: item.type, chosen: item.correct } : item.type === 'trueFalse' ? { type: item.type, answer: item.answer }
          : item.type === 'fillBlanks' ? { type: item.type, blanks: item.answers.map((a) => a[0]!) } : item.type === 'shortAnswer' ? { type: item.type, answer: item.answers[0]! } : undefined;
        expect(checkItem(item, key as never).correct).toBe(true);
      }
    }
    sheet = (await sheets('teacher', made))[0];
  });

  it('offline, a topic it cannot compute is written as open questions, whatever types were asked, and the group is done', async () => {
    const input = start('water', { topic: 'The water cycle', level: 'Grade 3', language: 'en', worksheetCount: 2, itemsPerWorksheet: 8, itemTypes: ['multipleChoice', 'trueFalse'] });
    const { startWorksheetGroup: group } = await ok('teacher', START, { input });
    await ok('teacher', GENERATE, { id: group.id, k: 'ws-gen-water' });
    const { worksheetGroup: made } = await ok('teacher', GET, { id: group.id });
    expect(made.status).toBe('done');
    for (const w of await sheets('teacher', made)) {
      expect(w.status).toBe('done');
      expect(w.items.length).toBeGreaterThanOrEqual(3);
      expect(w.items.length).toBeLessThanOrEqual(8);
      for (const item of w.items) {
        expect(item.type).toBe('openQuestion');
        expect(item.prompt).toMatch(/water cycle/i);
      }
    }
  });
});

describe('the teacher edits items in a form that keeps them valid', () => {
  const UPDATE = `mutation($w: ID!, $i: Int!, $item: WorksheetItemInput!) { updateWorksheetItem(worksheetId: $w, index: $i, item: $item) { ${SHEET} } }`;

  it('saves an edited item and refuses an invalid one with the field named', async () => {
    const item = { type: 'multipleChoice', prompt: '¿Qué fracción es mayor?', explanation: '3/4 = 6/8, y 6/8 > 5/8.', options: ['5/8', '3/4', '1/2'], correct: [1], multiple: false };
    const { updateWorksheetItem: w } = await ok('teacher', UPDATE, { w: sheet.id, i: 0, item });
    expect(w.items[0]).toMatchObject(item);
    expect(w.items).toHaveLength(6);
    const twoRight = await gql('teacher', UPDATE, { w: sheet.id, i: 0, item: { ...item, correct: [0, 1] } });
    expect(code(twoRight)).toBe('BAD_USER_INPUT');
    expect(message(twoRight)).toMatch(/exactly one option/);
    const same = await gql('teacher', UPDATE, { w: sheet.id, i: 0, item: { ...item, options: ['1/2', '1/2', '3/4'] } });
    expect(message(same)).toMatch(/different/);
    const blanks = await gql('teacher', UPDATE, { w: sheet.id, i: 1, item: { type: 'fillBlanks', prompt: 'Completa', explanation: 'x', text: '1/2 + 1/4 = ___ y ___', blanks: [['3/4']] } });
    expect(message(blanks)).toMatch(/1 answers for 2 blanks/);
    const far = await gql('teacher', UPDATE, { w: sheet.id, i: 6, item });
    expect(message(far)).toMatch(/no item 7/);
    // nothing saved by the refusals
    const { worksheet } = await ok('teacher', `query($id: ID!) { worksheet(id: $id) { ${SHEET} } }`, { id: sheet.id });
    expect(worksheet.items[0]).toMatchObject(item);
  });

  it('adds, moves and removes items within the limits', async () => {
    const add = `mutation($w: ID!, $item: WorksheetItemInput!) { addWorksheetItem(worksheetId: $w, item: $item) { ${SHEET} } }`;
    const tf = { type: 'trueFalse', prompt: '1/2 es igual a 2/4.', explanation: 'Multiplica arriba y abajo por 2.', answer: true };
    const { addWorksheetItem: added } = await ok('teacher', add, { w: sheet.id, item: tf });
    expect(added.itemCount).toBe(7);
    const { moveWorksheetItem: moved } = await ok('teacher', `mutation($w: ID!) { moveWorksheetItem(worksheetId: $w, from: 6, to: 0) { ${SHEET} } }`, { w: sheet.id });
    expect(moved.items[0]).toMatchObject(tf);
    const { removeWorksheetItem: removed } = await ok('teacher', `mutation($w: ID!) { removeWorksheetItem(worksheetId: $w, index: 0) { ${SHEET} } }`, { w: sheet.id });
    expect(removed.itemCount).toBe(6);
    expect(removed.items[0].prompt).toBe('¿Qué fracción es mayor?');
    // another user cannot edit it
    const theirs = await gql('other', add, { w: sheet.id, item: tf });
    expect(code(theirs)).toBe('NOT_FOUND');
  });

  it('writes one item again with an instruction, keeping the others, for one worksheet\'s price', async () => {
    const before = await balance('teacher');
    const { worksheet: was } = await ok('teacher', `query($id: ID!) { worksheet(id: $id) { ${SHEET} } }`, { id: sheet.id });
    const idx = was.items.findIndex((i: { type: string }) => i.type === 'shortAnswer');
    await ok('teacher', `mutation($w: ID!, $i: Int!) { regenerateWorksheetItem(worksheetId: $w, index: $i, instruction: "Usa números más grandes") { id } }`, { w: sheet.id, i: idx });
    const { worksheet: now } = await ok('teacher', `query($id: ID!) { worksheet(id: $id) { ${SHEET} } }`, { id: sheet.id });
    expect(now.status).toBe('done');
    expect(now.items[idx].type).toBe('shortAnswer');
    expect(now.items[idx].prompt === was.items[idx].prompt && now.items[idx].answers[0] === was.items[idx].answers[0]).toBe(false);
    now.items.forEach((item: unknown, i: number) => { if (i !== idx) expect(item).toEqual(was.items[i]); });
    expect(await balance('teacher')).toBe(before - 1);
    // a stranger learns nothing, not even how many items there are: any index is "No such worksheet"
    for (const i of [0, 99]) {
      const theirs = await gql('other', `mutation($w: ID!, $i: Int!) { regenerateWorksheetItem(worksheetId: $w, index: $i, instruction: "x") { id } }`, { w: sheet.id, i });
      expect(code(theirs)).toBe('NOT_FOUND');
      expect(message(theirs)).toBe('No such worksheet');
    }
    const empty = await gql('teacher', `mutation($w: ID!) { regenerateWorksheetItem(worksheetId: $w, index: 0, instruction: " ") { id } }`, { w: sheet.id });
    expect(message(empty)).toMatch(/Say how the worksheet should change/);
    const versions = await ok('teacher', `query($w: ID!) { worksheetVersions(worksheetId: $w) { source instruction itemCount } }`, { w: sheet.id });
    expect(versions.worksheetVersions[0]).toMatchObject({ source: 'rewrite', instruction: 'Usa números más grandes', itemCount: 6 });
  });
});

describe('who may read a group', () => {
  it('is private until shared; then anyone reads its worksheets, keys included, and only the owner edits', async () => {
    expect(code(await gql('other', GET, { id: groupId }))).toBe('NOT_FOUND');
    expect(code(await gql(null, GET, { id: groupId }))).toBe('NOT_FOUND');
    await ok('teacher', `mutation($id: ID!) { setWorksheetGroupVisibility(id: $id, visibility: public) { id } }`, { id: groupId });
    const { worksheetGroup: g } = await ok(null, GET, { id: groupId });
    expect(g.isOwner).toBe(false);
    expect((await sheets(null, g))[0].items.length).toBe(6);
    expect((await ok('mod', GET, { id: groupId })).worksheetGroup.id).toBe(groupId);
    const books = await ok('teacher', '{ myBooks(mode: published) { id kind title ... on WorksheetGroup { worksheetCount } } }');
    expect(books.myBooks).toContainEqual(expect.objectContaining({ id: groupId, kind: 'worksheet', worksheetCount: 2 }));
  });

  it('finds a worksheet group in search by an item\'s words', async () => {
    const row = await t.db.knex('books').where({ id: groupId }).first('chapter_text');
    expect(row.chapter_text).toContain('¿Qué fracción es mayor?');
  });
});
