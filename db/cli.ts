// npm run db:migrate | db:seed | db:reset. Reset drops every table and is refused in production.
import { loadConfig } from '../api/config.ts';
import { openDatabase } from './database.ts';
import { migrateLatest, migrationConfig } from './knex.ts';
import { seedDemo } from './seeds/demo.ts';
import { drawSeedStorybooks } from './seeds/storybooks.ts';

const command = process.argv[2];
const config = loadConfig();
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('usage: node db/cli.ts migrate|seed|reset');
  process.exit(2);
}
if (command === 'reset' && config.isProduction) {
  console.error('[db] refusing to reset a production database (APP_ENV=production)');
  process.exit(1);
}
const db = await openDatabase(config, (line) => console.log(`[db] ${line}`));
try {
  if (command === 'migrate') {
    console.log('[db] migrations are current');
  } else if (command === 'seed') {
    const r = await seedDemo(db.knex);
    const pages = await drawSeedStorybooks(db.knex, config);
    console.log(`[db] seed: ${r.users} users, ${r.configs} settings, ${r.books} library books , ${r.storybooks} storybooks and ${r.worksheets} worksheet groups added (${pages} pages drawn)`);
  } else {
    await db.knex.raw('drop schema if exists pgboss cascade');
    await db.knex.migrate.rollback(migrationConfig, true);
    await migrateLatest(db.knex);
    const r = await seedDemo(db.knex);
    await drawSeedStorybooks(db.knex, config);
    console.log(`[db] reset: schema rebuilt, ${r.users} users, ${r.configs} settings, ${r.books} library books , ${r.storybooks} storybooks and ${r.worksheets} worksheet groups seeded`);
  }
} finally {
  // a CLI run leaves an embedded server running only if it found one already running
  await db.close({ stopEmbedded: !db.embedded?.reused });
}
