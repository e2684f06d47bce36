// Subjects as a fixed list (core/subjects.ts): each book gets a subject code beside its own
// wording, so the library's Subject filter finds "Biology", "Biologie" and "Ciências biológicas"
// together. Existing books get the code their wording maps to ('other' when it names no subject
// we know, null when they have none). The fill is bookkeeping, not an edit: it must not move
// updated_at (My Books sorts by it; share cards are keyed by it), so the touch trigger is off
// while it runs.
import type { Knex } from 'knex';
import { subjectFromText } from '../../core/subjects.ts';

const LISTED = "visibility = 'public' and hidden_at is null and status = 'done'";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('textbooks', (t) => {
    t.text('subject_code');
  });
  const subjects: { subject: string }[] = await knex('textbooks').distinct('subject').whereNot('subject', '');
  const codes = subjects.map(({ subject }) => [subject, subjectFromText(subject)] as const).filter(([, code]) => code !== null);
  await knex.raw('alter table textbooks disable trigger textbooks_updated_at');
  for (let i = 0; i < codes.length; i += 500) {
    const batch = codes.slice(i, i + 500);
    await knex.raw(
      `update textbooks t set subject_code = v.code from (values ${batch.map(() => '(?, ?)').join(', ')}) as v(subject, code) where t.subject = v.subject`,
      batch.flat(),
    );
  }
  await knex.raw('alter table textbooks enable trigger textbooks_updated_at');
  // the Subject filter's page is an index walk, as the language filter's (migration 0006)
  await knex.raw(`create index textbooks_listed_subject on textbooks (subject_code, published_at desc, id) where ${LISTED}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists textbooks_listed_subject');
  await knex.schema.alterTable('textbooks', (t) => {
    t.dropColumn('subject_code');
  });
}
