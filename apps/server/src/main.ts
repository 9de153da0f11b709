import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';

/** Listen and shut down gracefully; everything else is in app.ts. */
const config = loadConfigOrExit();
const dev = process.argv.includes('--dev');
const app = await buildApp(config, { web: dev ? 'dev' : 'production', seed: true });

let closing = false;
async function shutdown(reason: string, exitCode: number) {
  if (closing) return;
  closing = true;
  // New requests get 503 (the load balancer moves on) while those in flight finish.
  app.log.info({ reason }, 'shutting down');
  // A hung request must not hold a deploy forever.
  setTimeout(() => {
    app.log.error('requests still running after 10 s: exiting anyway');
    process.exit(1);
  }, 10_000).unref();
  await app.close();
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
process.on('uncaughtException', (error) => {
  app.log.fatal({ err: error }, 'uncaught exception');
  void shutdown('uncaughtException', 1);
});
process.on('unhandledRejection', (error) => {
  app.log.fatal({ err: error }, 'unhandled rejection');
  void shutdown('unhandledRejection', 1);
});

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brandName} is ready at ${config.port === 0 ? address : config.publicUrl}`);
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await shutdown('listen failed', 1);
}
