import cluster from 'node:cluster';
import { type Config, loadConfigOrExit } from './config.ts';
import { processCount, runPrimary, singleProcessNotice } from './processes.ts';
import { type ReadyFacts, readyBanner } from './ready-banner.ts';

/** Listen and shut down gracefully; everything else is in app.ts. Several processes (WEB_CONCURRENCY): processes.ts. */
const config = loadConfigOrExit();
const dev = process.argv.includes('--dev');
const processes = dev ? 1 : processCount(config);
if (cluster.isPrimary && processes > 1) runPrimary(config, processes);
else await serve();

async function serve() {
  // Loaded here: the primary of several processes (which serves nothing) never loads the server.
  const [{ buildApp }, { demoSignIns }] = await Promise.all([import('./app.ts'), import('./db/seed.ts')]);
  const app = await buildApp(config, { web: dev ? 'dev' : 'production', seed: true, jobs: 'run', waitForDatabase: true });
  const notice = singleProcessNotice(config);
  if (notice) app.log[notice.level](notice.message);

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
    const url = config.port === 0 ? address : config.publicUrl;
    // Named whenever they exist, loaded by this start or an earlier one: whoever reads the log knows they are there.
    const demoAccounts = await demoSignIns(app.database.db);
    // Of several processes, the first tells a person the whole; each says it is ready in the log.
    const firstProcess = !cluster.isWorker || cluster.worker?.id === 1;
    if (config.logFormat === 'pretty' && firstProcess) {
      // A person ran it: after the log lines so far (written in order, app.ts), one short block to start from.
      process.stdout.write(readyBanner(readyFacts(config, url, demoAccounts)));
    } else {
      app.log.info(
        { url, node: process.version, mode: config.env, ...(demoAccounts.length > 0 ? { demoAccounts } : {}) },
        `${config.brandName} is ready at ${url} (Node ${process.version})`,
      );
    }
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await shutdown('listen failed', 1);
  }
}

function readyFacts(config: Config, url: string, demoAccounts: ReadyFacts['demoAccounts']): ReadyFacts {
  const smsDelivered = Boolean(config.twilio.accountSid && config.twilio.authToken && config.twilio.from);
  return {
    brandName: config.brandName,
    url,
    nodeVersion: process.version,
    mode: config.env,
    demoAccounts,
    mail: {
      email: config.smtpUrl ? 'smtp' : 'outbox',
      sms: smsDelivered ? 'twilio' : 'outbox',
      outboxUrl: `${url}/dev/outbox`,
      outboxReadableBy: config.localServer ? 'anyone here' : 'admins',
    },
    payments: config.stripe.secretKey ? 'stripe' : 'sandbox',
    testSupport: config.testSupport,
  };
}
