import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { phoneCodes } from '../../db/schema/index.ts';

/** A phone number is verified by a 6-digit code texted to it (ADR 047). Its budget: appointments/messages.test.ts. */
describe('phone verification by a texted code', async () => {
  const mail = await startMailCatcher();
  const { app } = await build(mail.env);
  const send = (user: CreatedUser) => app.inject({ method: 'POST', url: '/api/v3/users/phone_verification_code', headers: user.headers });
  const confirm = (user: CreatedUser, code: string) => app.inject({ method: 'PUT', url: '/api/v3/users/confirm_phone', headers: user.headers, payload: { code } });
  const profile = async (user: CreatedUser) => (await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: user.headers })).json().data.attributes;
  /** The code in the newest text to the number. */
  const textedCode = async (e164: string) => {
    await mail.deliver(app);
    return /\b(\d{6})\b/.exec(mail.texts(e164).at(-1)!.body)![1]!;
  };

  it('texts a code to the number, verifies it once with the right code, and a new number is unverified again', async () => {
    const gail = await createUser(app, { email: 'gail.phone@example.com', phoneNumber: '5125550181' });
    expect((await profile(gail)).phone_verified).toBe(false);
    const sent = await send(gail);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().meta.message).toBe('We texted a code to your phone number.');
    const code = await textedCode('+15125550181');
    expect(mail.texts('+15125550181')[0]!.body).toBe(`Pitstop: ${code} is your code to verify this phone number. It expires in 30 minutes. If you did not ask for it, ignore this text.`);
    // Stored only as a digest.
    const [row] = await app.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, gail.user.id));
    expect(row!.codeHash).not.toContain(code);

    const wrong = await confirm(gail, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'confirmation_code_invalid', detail: 'That code is not correct.', source: { pointer: '/code' } });
    const right = await confirm(gail, code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.attributes.phone_verified).toBe(true);
    // Single use: verified now, and nothing to send again.
    expect((await confirm(gail, code)).statusCode).toBe(409);
    expect((await send(gail)).json().errors[0]).toMatchObject({ code: 'already_confirmed', detail: 'Your phone number is already verified.' });

    const changed = await app.inject({ method: 'PUT', url: '/api/v3/users/profile', headers: gail.headers, payload: { phone_number: '5125550182' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes.phone_verified).toBe(false);
    // The same number again is still a change back: verified only by a new code.
    await app.inject({ method: 'PUT', url: '/api/v3/users/profile', headers: gail.headers, payload: { phone_number: '5125550181' } });
    expect((await profile(gail)).phone_verified).toBe(false);
  });

  it('a code texted to the old number does not verify a new one, and five wrong tries spend the code', async () => {
    const hank = await createUser(app, { email: 'hank.phone@example.com', phoneNumber: '5125550183' });
    expect((await send(hank)).statusCode).toBe(200);
    const code = await textedCode('+15125550183');
    await app.inject({ method: 'PUT', url: '/api/v3/users/profile', headers: hank.headers, payload: { phone_number: '5125550184' } });
    expect((await confirm(hank, code)).json().errors[0].detail).toBe('There is no code waiting for this number. Send a new one.');

    expect((await send(hank)).statusCode).toBe(200);
    const fresh = await textedCode('+15125550184');
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) expect((await confirm(hank, wrong)).statusCode).toBe(422);
    expect((await confirm(hank, fresh)).json().errors[0].detail).toBe('Too many incorrect attempts. Request a new code.');
    expect((await profile(hank)).phone_verified).toBe(false);
  });

  it('verifies only the caller’s own number: another member’s code does nothing for them or for the owner', async () => {
    const ivy = await createUser(app, { email: 'ivy.phone@example.com', phoneNumber: '5125550185' });
    const jack = await createUser(app, { email: 'jack.phone@example.com', phoneNumber: '5125550186' });
    expect((await send(ivy)).statusCode).toBe(200);
    const code = await textedCode('+15125550185');
    expect((await confirm(jack, code)).statusCode).toBe(422);
    expect((await profile(ivy)).phone_verified).toBe(false);
    expect((await profile(jack)).phone_verified).toBe(false);
  });

  it('refuses without a number (422)', async () => {
    const kim = await createUser(app, { email: 'kim.phone@example.com' });
    expect((await send(kim)).json().errors[0]).toMatchObject({ code: 'validation_failed', detail: 'Add a mobile phone number first.' });
  });
});
