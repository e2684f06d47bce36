// Textbooks: generation configs (versioned per book type), books, their outline history and
// chapters with per-chapter progress. Book-type neutral where it can be: storybooks and the
// other types add their own tables beside these and share the generation engine.
import type { Knex } from 'knex';

const prefixed = (column: string, prefix: string) => `substr(${column}::text, 1, 2) = '${prefix}'`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('generation_configs', (t) => {
    t.uuid('id').primary();
    t.text('book_type').notNullable();
    t.integer('version').notNullable();
    t.boolean('active').notNullable().defaultTo(false);
    t.text('system_prompt').notNullable();
    t.text('outline_prompt').notNullable();
    t.text('chapter_prompt').notNullable();
    t.text('model');
    t.decimal('temperature', 3, 2).notNullable().defaultTo(0.7);
    t.integer('default_chapter_count').notNullable().defaultTo(8);
    t.specificType('reading_levels', 'text[]').notNullable();
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.unique(['book_type', 'version']);
    // each book type's configs carry that type's config id prefix (TextbookConfig 8c, …)
    t.check(`(book_type = 'textbook' and ${prefixed('id', '8c')}) or (book_type = 'storybook' and ${prefixed('id', 'a6')}) or (book_type = 'worksheets' and ${prefixed('id', '97')}) or (book_type = 'gamebook' and ${prefixed('id', 'ae')})`);
    t.check('temperature >= 0 and temperature <= 2');
    t.check('default_chapter_count between 1 and 30');
  });
  await knex.raw('create unique index generation_configs_one_active on generation_configs (book_type) where active');

  await knex.schema.createTable('textbooks', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('topic').notNullable();
    t.text('subject').notNullable().defaultTo('');
    t.text('audience').notNullable().defaultTo('');
    t.text('reading_level').notNullable().defaultTo('');
    t.string('language', 2).notNullable();
    t.integer('chapter_count').notNullable();
    t.text('notes').notNullable().defaultTo('');
    t.text('dedication').notNullable().defaultTo('');
    t.text('copyright').notNullable().defaultTo('');
    // draft → outlining → outlined → generating → done | failed | cancelled
    t.text('status').notNullable().defaultTo('draft');
    t.text('wizard_step').notNullable().defaultTo('start');
    t.text('visibility').notNullable().defaultTo('private');
    t.timestamp('hidden_at', { useTz: true });
    t.text('hidden_reason');
    t.uuid('config_id').references('generation_configs.id').onDelete('SET NULL');
    t.integer('config_version');
    t.text('writer');
    t.bigInteger('input_tokens').notNullable().defaultTo(0);
    t.bigInteger('output_tokens').notNullable().defaultTo(0);
    t.text('error_message');
    // the key of the start that created the book: the same key again returns this book
    t.text('start_key').notNullable();
    t.timestamps(true, true);
    t.unique(['user_id', 'start_key']);
    t.check(prefixed('id', '8a'));
    t.check("status in ('draft','outlining','outlined','generating','done','failed','cancelled')");
    t.check("wizard_step in ('start','outline','generate','done')");
    t.check("visibility in ('private','unlisted','public')");
    t.check('chapter_count between 1 and 30');
    t.index(['user_id', 'updated_at']);
  });

  await knex.schema.createTable('textbook_outlines', (t) => {
    t.uuid('id').primary();
    t.uuid('textbook_id').notNullable().references('textbooks.id').onDelete('CASCADE');
    t.jsonb('outline').notNullable();
    t.text('comment');
    t.text('source').notNullable(); // 'writer' or 'author' (edited by hand)
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(prefixed('id', '89'));
    t.index(['textbook_id', 'created_at']);
  });

  await knex.schema.createTable('textbook_chapters', (t) => {
    t.uuid('id').primary();
    t.uuid('textbook_id').notNullable().references('textbooks.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('title').notNullable();
    t.specificType('sections', 'text[]').notNullable();
    t.text('markdown').notNullable().defaultTo('');
    // queued → writing → done | failed | cancelled
    t.text('status').notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    // the author's instruction for a regeneration, kept until the chapter is written
    t.text('instruction');
    t.text('error_message');
    t.timestamps(true, true);
    t.unique(['textbook_id', 'position']);
    t.check(prefixed('id', '8b'));
    t.check("status in ('queued','writing','done','failed','cancelled')");
  });
  for (const table of ['generation_configs', 'textbooks', 'textbook_chapters']) {
    await knex.raw(`create trigger ${table}_updated_at before update on ${table} for each row execute function set_updated_at()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['textbook_chapters', 'textbook_outlines', 'textbooks', 'generation_configs']) {
    await knex.schema.dropTableIfExists(table);
  }
}
