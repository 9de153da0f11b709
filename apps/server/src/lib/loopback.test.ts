import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback.ts';

describe('isLoopback', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.4.5.6', '::1', '[::1]', '::ffff:127.0.0.1'])(
    'takes %s for this machine',
    (host) => expect(isLoopback(host)).toBe(true),
  );

  it.each([undefined, '', 'pitstop.example', 'localhost.example', '10.0.0.1', '128.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '127.0.0'])(
    'does not take %s for this machine',
    (host) => expect(isLoopback(host)).toBe(false),
  );
});
