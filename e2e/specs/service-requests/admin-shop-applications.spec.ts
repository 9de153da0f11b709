import { randomBytes } from 'node:crypto';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

// A shop's application in the operations console (docs/product/operations.md): a shop applies on the public route,
// an admin finds it among those still to handle, opens it — what the shop sent, a mail and a call link — marks it
// handled with a note, sees the audit entry in its history, and finds it among the handled; at 1280 and 360 px, axe clean.

for (const width of [1280, 360]) {
  test(`an admin finds a shop's application, opens it and marks it handled (${width} px)`, async ({ page, signedInUser, seriousA11yViolations }) => {
    // Three pages, three axe scans: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const shopName = `Gearbox ${randomBytes(3).toString('hex')} Auto`;
    const email = uniqueEmail('console-applicant');
    const sent = await page.request.post('/api/v3/shop_applications', {
      data: {
        shop_name: shopName,
        contact_first_name: 'Sam',
        contact_last_name: 'Sprocket',
        email,
        phone: '5125550177',
        address_line1: '900 Congress Ave',
        address_city: 'Austin',
        address_state: 'TX',
        address_zipcode: '78701',
        services: ['service', 'car_wash'],
        bays: 3,
        message: 'Family shop since 1988.',
      },
    });
    expect(sent.status()).toBe(201);
    await signedInUser({ admin: true });

    await page.goto('/admin');
    await appStarted(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Shop applications' }).click();
    await expect(page.getByRole('heading', { name: 'Shop applications', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: /Find an application/ }).fill(shopName.toLowerCase());
    const rows = page.getByRole('table', { name: 'Shop applications' }).getByRole('row').filter({ hasText: shopName });
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('1 application', { exact: true })).toBeVisible();
    await expect(rows).toContainText('To handle');
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    // By keyboard: the row's link takes the focus and opens the application.
    await rows.getByRole('link', { name: shopName }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Shop application', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: shopName, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: `Email ${email}` })).toHaveAttribute('href', `mailto:${email}`);
    await expect(page.getByRole('link', { name: 'Call (512) 555-0177' })).toHaveAttribute('href', 'tel:+15125550177');
    await expect(page.getByText('Repair and maintenance, Car wash')).toBeVisible();
    await expect(page.getByText('Family shop since 1988.')).toBeVisible();
    await expect(page.getByText('Nothing recorded yet.')).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByLabel(/Note/).fill('Called Sam; onboarding call booked.');
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
    await expect(page.getByText(/^by .+@pitstop\.test, /)).toBeVisible();
    // Its history reads the audit log again at once (CONSOLE_QUERY_KEY).
    const history = page.getByRole('table', { name: 'Audit log' });
    await expect(history.getByRole('row').filter({ hasText: 'shop_application.handled' })).toContainText('Called Sam; onboarding call booked.');
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByRole('link', { name: '← All applications' }).click();
    await page.getByRole('searchbox', { name: /Find an application/ }).fill(email);
    await expect(page.getByText('No application matches.')).toBeVisible();
    await page.getByText('Handled', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Shop applications' }).getByRole('row').filter({ hasText: shopName })).toContainText('Handled');
  });
}
