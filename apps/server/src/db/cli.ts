import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seed } from './seed.ts';

const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDataDir },
);
try {
  await database.migrate();
  if (command === 'seed') await seed(database.db, { demo: config.seedDemoData });
  process.stdout.write(`${command === 'seed' ? 'migrated and seeded' : 'migrated'} (${database.kind})\n`);
} finally {
  await database.close();
}
