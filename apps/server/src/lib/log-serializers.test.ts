import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestDatabase } from '../../test/index.ts';
import { errSerializer } from './log-serializers.ts';

describe('the log serializer of errors', () => {
  it("logs a failed query's SQL and cause, never the values it carried", async () => {
    const database = await createTestDatabase();
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$not-a-real-hash-but-secret';
    let failure: unknown;
    try {
      // PostgreSQL refuses NUL in text: the query fails.
      await database.db.insert(users).values({ email: 'victim@example.com', promoSlug: 'victim1', passwordHash: hash, firstName: 'a\u0000b' });
    } catch (error) {
      failure = error;
    } finally {
      await database.close();
    }
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).toContain('argon2id');

    const logged = JSON.stringify(errSerializer(failure as Error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('victim@example.com');
  });

  it('passes other errors through as pino does', () => {
    const logged = errSerializer(new TypeError('boom'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(logged.stack).toContain('TypeError: boom');
  });
});
