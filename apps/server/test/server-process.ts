/**
 * A server as its own process, for the tests that need real processes on one PostgreSQL (booking-kill.test.ts):
 * main.ts's app without the web app, listening on a free loopback port, jobs left to test support's runner. It
 * writes one line, `{"listening":"http://127.0.0.1:<port>"}`, once it answers.
 */
import { buildApp } from '../src/app.ts';
import { loadConfigOrExit } from '../src/config.ts';

const app = await buildApp(loadConfigOrExit(), { jobs: 'manual' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ listening: address })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
