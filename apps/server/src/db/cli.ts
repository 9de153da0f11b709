import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from './client.ts';
import { seed } from './seed.ts';

/** `npm run db:migrate` / `npm run db:seed` (from the repository root or apps/server). */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  process.stderr.write('usage: node --import tsx src/db/cli.ts migrate|seed\n');
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDataDir },
);
try {
  await database.migrate();
  if (command === 'seed') await seed(database.db, { demo: config.seedDemoData, brand: { slug: config.brandSlug, name: config.brandName } });
  process.stdout.write(`${command === 'seed' ? 'migrated and seeded' : 'migrated'} (${database.kind})\n`);
} finally {
  await database.close();
}
