// Issue 14, world stories (behind the worldstory flag): refused to an author without the flag;
// for one with it (interactDemo), a story in their world is planned to the chapters asked for,
// the plan edited, every chapter written in the book's language with the world's places in it,
// readable by others once shared, and listed on its world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
async function signIn(who: string, roles?: string[]) {
  const email = `ws-${who}@books.example`;
  const login = () => t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  await login();
  if (roles) await t.db.knex('users').where({ email }).update({ roles });
  const res = await login();
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
const STORY = 'id kind title status visibility worldId chapterCount plan { title chapters { title summary } } chapters { id position title markdown status }';
const START = `mutation($i: StartWorldStoryInput!) { startWorldStory(input: $i) { ${STORY} } }`;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await signIn('plain');
  await signIn('teller', ['interactDemo']);
  await signIn('reader');
});
afterAll(async () => { await t.close(); });

describe('world stories', () => {
  let worldId = '';
  let story: any;

  it('are refused to an author without the worldstory flag, and nothing is charged', async () => {
    const { createWorld } = await ok('plain', 'mutation { createWorld(idea: "Una ciudad de relojes", language: "es") { id } }');
    const before = (await ok('plain', '{ creditBalance }')).creditBalance;
    const answer = await gql('plain', START, { i: { worldId: createWorld.id, idea: 'El reloj perdido', language: 'es', chapterCount: 3, idempotencyKey: 'ws-plain-1' } });
    expect(answer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await ok('plain', '{ creditBalance }')).creditBalance).toBe(before);
  });

  it('are planned in the author\'s world to the chapters asked for, and the plan is theirs to edit', async () => {
    ({ createWorld: { id: worldId } } = await ok('teller', 'mutation { createWorld(idea: "Una isla de faros donde la niebla susurra nombres", language: "es") { id } }'));
    ({ startWorldStory: story } = await ok('teller', START, { i: { worldId, idea: 'La guardiana del faro y la niebla', language: 'es', chapterCount: 4, idempotencyKey: 'ws-teller-1' } }));
    expect(story.id).toMatch(/^af/);
    expect(story).toMatchObject({ kind: 'worldstory', status: 'outlined', worldId, chapterCount: 4 });
    expect(story.plan.chapters).toHaveLength(4);
    const plan = { title: 'La niebla que hablaba', chapters: story.plan.chapters.map((c: any, i: number) => (i === 0 ? { ...c, title: 'Una noche sin luz' } : c)) };
    const { updateWorldStoryPlan } = await ok('teller', `mutation($id: ID!, $p: WorldStoryPlanInput!) { updateWorldStoryPlan(id: $id, plan: $p) { ${STORY} } }`, { id: story.id, p: plan });
    expect(updateWorldStoryPlan.plan.chapters[0].title).toBe('Una noche sin luz');
    expect(updateWorldStoryPlan.title).toBe('La niebla que hablaba');
    const bad = await gql('teller', `mutation($id: ID!, $p: WorldStoryPlanInput!) { updateWorldStoryPlan(id: $id, plan: $p) { id } }`, { id: story.id, p: { ...plan, chapters: plan.chapters.slice(0, 1) } });
    expect(bad.errors?.[0]?.extensions.fields).toHaveProperty('chapters');
    // someone else's world is not a place for one's story
    const other = await gql('teller', START, { i: { worldId: (await ok('plain', '{ myWorlds { id } }')).myWorlds[0].id, idea: 'x', language: 'es', chapterCount: 2, idempotencyKey: 'ws-teller-2' } });
    expect(other.errors?.[0]?.extensions.fields).toHaveProperty('worldId');
  });

  it('writes every chapter as paragraphs with the world\'s places, and others read it once shared, on its world too', async () => {
    await ok('teller', 'mutation($id: ID!) { generateWorldStory(id: $id, idempotencyKey: "ws-gen-1") { id } }', { id: story.id });
    const { worldStory } = await ok('teller', `query($id: ID!) { worldStory(id: $id) { ${STORY} } }`, { id: story.id });
    expect(worldStory.status).toBe('done');
    expect(worldStory.chapters).toHaveLength(4);
    expect(worldStory.chapters[0].title).toBe('Una noche sin luz');
    const world = (await ok('teller', `query($id: ID!) { world(id: $id) { places { name } } }`, { id: worldId })).world;
    for (const c of worldStory.chapters) {
      expect(c.markdown.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(2);
      expect(world.places.some((p: { name: string }) => c.markdown.includes(p.name))).toBe(true);
    }
    expect((await gql('reader', `query($id: ID!) { worldStory(id: $id) { id } }`, { id: story.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await ok('teller', 'mutation($id: ID!) { setWorldStoryVisibility(id: $id, visibility: public) { id } }', { id: story.id });
    await ok('teller', 'mutation($id: ID!) { setWorldVisibility(id: $id, visibility: public) { id } }', { id: worldId });
    expect((await ok('reader', `query($id: ID!) { worldStory(id: $id) { chapters { markdown } } }`, { id: story.id })).worldStory.chapters).toHaveLength(4);
    expect((await ok(null, `query($id: ID!) { world(id: $id) { stories { id title } } }`, { id: worldId })).world.stories).toEqual([{ id: story.id, title: 'La niebla que hablaba' }]);
  });
});
