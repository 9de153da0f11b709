import { expect, test } from '../../fixtures/test.ts';

/** A number of its own for each run: the e2e server and its outbox are shared. */
const uniquePhone = () => `512${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

test.describe('the phone number is verified by a texted code (ADR 047), at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Verify texts a code; entering it by keyboard shows the number verified; a wrong code says so', async ({
    page,
    signedInUser,
    latestMessage,
    seriousA11yViolations,
  }) => {
    const phone = uniquePhone();
    await signedInUser({ phoneNumber: phone, contactViaTextMessage: true });
    await page.goto('/profile/account');
    const card = page.getByRole('form', { name: 'Verify your phone number' });
    await expect(card.getByText('Not verified')).toBeVisible();
    await expect(card.getByText(/We send no text to/)).toBeVisible();

    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(card.getByRole('status')).toHaveText('We texted a code to your phone number.');
    const text = await latestMessage(phone, 'phone-code');
    expect(text.channel).toBe('sms');
    expect(text.code).toMatch(/^\d{6}$/);

    const field = card.getByLabel('Code from the text message');
    await field.fill(text.code === '000000' ? '111111' : '000000');
    await field.press('Enter');
    await expect(card.getByText('That code is not correct.')).toBeVisible();

    // The refused code stays in its field to be corrected: select it and type over it.
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text.code as string);
    await page.keyboard.press('Enter');
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Verify' })).toHaveCount(0);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
