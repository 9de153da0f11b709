import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Listen and shut down gracefully; everything else is in app.ts. */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const dev = process.argv.includes('--dev');
const app = await buildApp(config, { web: dev ? 'dev' : 'production', seed: true });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.brandName} is listening on ${config.publicUrl}`);
