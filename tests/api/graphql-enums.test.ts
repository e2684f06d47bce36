// Issue 16: statuses, kinds, visibilities, wizard steps and My Books modes are GraphQL enums with
// the words the API always sent, the same sets the database checks; a value outside one is
// refused by validation, naming the value and the enum, before any resolver runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_STATUSES, PART_STATUSES, VISIBILITIES, WIZARD_STEPS } from '../../api/graphql/enums.ts';
import { MY_BOOKS_MODES } from '../../api/services/textbooks/books.ts';
import { KINDS } from '../../core/kinds.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: false }); });
afterAll(async () => { await t.close(); });

const gql = async (query: string, variables: object = {}) =>
  (await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } })).json() as { data?: any; errors?: { message: string; extensions: { code: string } }[] };

describe('the book API’s enums', () => {
  it('are enums of the words the API sends, and the fields and arguments use them', async () => {
    const values = async (name: string) => ((await gql(`{ __type(name: "${name}") { kind enumValues { name } } }`)).data.__type as { kind: string; enumValues: { name: string }[] });
    for (const [name, expected] of [['BookStatus', BOOK_STATUSES], ['PartStatus', PART_STATUSES], ['Visibility', VISIBILITIES], ['WizardStep', WIZARD_STEPS], ['MyBooksMode', MY_BOOKS_MODES], ['BookKind', Object.keys(KINDS)]] as const) {
      const type = await values(name);
      expect(type.kind, name).toBe('ENUM');
      expect(type.enumValues.map((v) => v.name), name).toEqual([...expected]);
    }
    const fields = async (name: string) => Object.fromEntries(((await gql(`{ __type(name: "${name}") { fields { name type { kind name ofType { name } } } } }`)).data.__type.fields as { name: string; type: { name: string | null; ofType: { name: string } | null } }[])
      .map((f) => [f.name, f.type.name ?? f.type.ofType?.name]));
    for (const type of ['Book', 'Textbook', 'Storybook']) {
      expect(await fields(type), type).toMatchObject({ kind: 'BookKind', status: 'BookStatus', wizardStep: 'WizardStep', visibility: 'Visibility' });
    }
    expect(await fields('TextbookChapter')).toMatchObject({ status: 'PartStatus' });
    expect(await fields('StorybookPage')).toMatchObject({ status: 'PartStatus' });
    const query = (await gql('{ __type(name: "Query") { fields { name args { name type { name ofType { name } } } } } }')).data.__type.fields as { name: string; args: { name: string; type: { name: string | null; ofType: { name: string } | null } }[] }[];
    const myBooks = Object.fromEntries(query.find((f) => f.name === 'myBooks')!.args.map((a) => [a.name, a.type.name ?? a.type.ofType?.name]));
    expect(myBooks).toEqual({ mode: 'MyBooksMode', kind: 'BookKind' });
  });

  it('holds the sets the database checks', async () => {
    const check = async (table: string, column: string) => {
      const rows = await t.db.knex.raw(`select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_class r on r.oid = c.conrelid where r.relname = ? and c.contype = 'c'`, [table]);
      const def = (rows.rows as { def: string }[]).map((r) => r.def).find((d) => d.includes(`(${column} = ANY`) || d.includes(`${column} = ANY`))!;
      return [...def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]).sort();
    };
    expect(await check('books', 'status')).toEqual([...BOOK_STATUSES].sort());
    expect(await check('books', 'visibility')).toEqual([...VISIBILITIES].sort());
    expect(await check('books', 'wizard_step')).toEqual([...WIZARD_STEPS].sort());
    expect(await check('book_parts', 'status')).toEqual([...PART_STATUSES].sort());
  });

  it('refuses a value outside an enum with a 400 naming it, before any resolver', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/graphql', headers: { accept: 'application/graphql-response+json' },
      payload: { query: 'query($m: MyBooksMode!) { myBooks(mode: $m) { id } }', variables: { m: 'everything' } },
    });
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.message).toMatch(/"everything".*"MyBooksMode"/);
    expect(error.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // a literal in the query text too
    const literal = await gql('mutation { setTextbookVisibility(id: "00000000-0000-4000-8000-000000000000", visibility: everyone) { id } }');
    expect(literal.errors![0]!.message).toMatch(/everyone.*Visibility/);
  });
});
