// Pictures (issue 16): every picture the product keeps is a web_images row (WebImg 8d) naming
// its files in the store (api/storage): the original (metadata stripped) and WebP/AVIF sizes,
// with its width and height, a tiny placeholder and its alt text. The bytes live in storage,
// never in Postgres. An owner's upload is an image_uploads row (ImageUpload 9c) pointing at it.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('web_images', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.uuid('book_id').references('books.id').onDelete('SET NULL');
    // illustrator | portrait | upload
    t.text('source').notNullable();
    t.text('original_key').notNullable();
    t.text('original_type').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('bytes').notNullable();
    // a ~16px blurred WebP as a data: URL, shown while the picture loads
    t.text('placeholder').notNullable();
    t.text('alt').notNullable().defaultTo('');
    // [{ type, width, height, key, bytes }]
    t.jsonb('variants').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['book_id']);
  });
  await knex.raw("alter table web_images add constraint web_images_id_family check (substr(id::text, 1, 2) = '8d')");
  await knex.raw("alter table web_images add constraint web_images_source check (source in ('illustrator','portrait','upload'))");
  await knex.raw('alter table web_images add constraint web_images_size check (width > 0 and height > 0 and bytes > 0)');

  await knex.schema.createTable('image_uploads', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('web_image_id').notNullable().references('web_images.id').onDelete('CASCADE');
    t.text('detected_type').notNullable();
    t.integer('bytes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
  await knex.raw("alter table image_uploads add constraint image_uploads_id_family check (substr(id::text, 1, 2) = '9c')");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('image_uploads');
  await knex.schema.dropTableIfExists('web_images');
}
