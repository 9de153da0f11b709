import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { createMarket } from '../../../test/market.ts';
import { betaContacts, outboxMessages } from '../../db/schema/index.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';

describe('the coverage-gap forms send what they promise (docs/product/locations.md)', async () => {
  const mail = await startMailCatcher();
  const { app, database } = await build({ ...mail.env, SUPPORT_EMAIL: 'help@pitstop.example' });
  const db = database.db;
  const notifyMe = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/api/v3/users/beta_contacts', payload });
  const suggestShop = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/api/v3/shop_contact_requests', payload });
  const runFollowUp = async () => {
    await app.jobs.runNow(RECURRING_JOBS.notifyCoverage.name);
    await mail.deliver(app);
  };

  it('"Notify me" emails a confirmation at once, then the news once when a shop opens within reach of the zip', async () => {
    const response = await notifyMe({ zipcode: '59001', email: 'mona@example.com', first_name: 'Mona', last_name: 'Tana', product: 'OTM' });
    expect(response.statusCode).toBe(201);
    const [confirmation] = mail.emails('mona@example.com');
    expect(confirmation!.subject).toBe("We'll tell you when Pitstop reaches 59001");
    expect(confirmation!.text).toContain('Hi Mona,');
    expect(confirmation!.text).toContain('We will email you once, at this address, when a shop within reach of 59001 joins.');

    // No shop near 59001 yet: nothing more.
    await runFollowUp();
    expect(mail.emails('mona@example.com')).toHaveLength(1);

    await createMarket(app, { centre: '59001', companyName: 'Big Sky Auto', locations: [{ zipcode: '59001' }] });
    await runFollowUp();
    const opened = mail.emails('mona@example.com')[1];
    expect(opened!.subject).toBe('Repair shops near 59001 are on Pitstop now');
    expect(opened!.links).toContain(app.config.publicUrl);
    const [row] = await db.select().from(betaContacts).where(eq(betaContacts.email, 'mona@example.com'));
    expect(row!.notifiedAt).not.toBeNull();

    // Once: a second run, or two racing, send nothing more.
    await Promise.all([runFollowUp(), runFollowUp()]);
    expect(mail.emails('mona@example.com')).toHaveLength(2);
  });

  it('"Notify me" with bad input or a second time sends nothing', async () => {
    expect((await notifyMe({ zipcode: '00000', email: 'nobody@example.com', first_name: 'No', last_name: 'Body', product: 'OTM' })).statusCode).toBe(422);
    expect((await notifyMe({ zipcode: '59001', email: 'MONA@example.com', first_name: 'Mona', last_name: 'Tana', product: 'OTM' })).statusCode).toBe(422);
    await mail.deliver(app);
    expect(mail.emails('nobody@example.com')).toEqual([]);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.to, 'MONA@example.com'))).toEqual([]);
  });

  it('"Suggest a shop" is emailed to the support address, whose team contacts the shop', async () => {
    const suggestion = { shop_name: 'Ann Auto', city_state: 'Waco, TX', phone_number: '2545550123', shop_email: 'ann@annauto.example', notes: 'Great with brakes' };
    const response = await suggestShop(suggestion);
    expect(response.statusCode).toBe(201);
    const [email] = mail.emails('help@pitstop.example');
    expect(email!.subject).toBe('Shop suggested: Ann Auto (Waco, TX)');
    for (const line of ['Shop: Ann Auto', 'Where: Waco, TX', 'Phone: 2545550123', 'Email: ann@annauto.example', 'Notes: Great with brakes']) {
      expect(email!.text).toContain(line);
    }
    const bad = await suggestShop({ city_state: 'Waco, TX' });
    expect(bad.statusCode).toBe(422);
    expect(mail.emails('help@pitstop.example')).toHaveLength(1);
  });
});
