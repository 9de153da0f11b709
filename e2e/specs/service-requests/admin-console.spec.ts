import { bookedRequest } from '../../fixtures/booking.ts';
import { appStarted, expect, noHorizontalScroll, test, uniqueEmail } from '../../fixtures/test.ts';

// The operations console's records (docs/product/operations.md): an admin finds a customer's booking by their email,
// opens it — its offers, its booking and the card hold — and reads the marketplace's metrics with their chart; at
// 1280 and 360 px, axe clean.

for (const width of [1280, 360]) {
  test(`an admin finds a booking, views its payment and sees the metrics chart (${width} px)`, async ({ page, createUser, signedInUser, seriousA11yViolations }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const customer = await createUser({ email: uniqueEmail('console-customer'), firstName: 'Robin', lastName: 'Records' });
    const booking = await bookedRequest(page.request, customer.accessToken);
    await signedInUser({ admin: true });

    await page.goto('/admin');
    await appStarted(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Requests & bookings' }).click();
    await expect(page.getByRole('heading', { name: 'Requests & bookings', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: /request or customer/i }).fill(customer.user.email);
    const rows = page.getByRole('table', { name: 'Service requests' }).getByRole('row').filter({ hasText: customer.user.email });
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('1 request', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await rows.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Service request', level: 1 })).toBeVisible();
    await expect(page.getByText('Robin Records')).toBeVisible();
    const bookingCard = page.getByLabel(`Booking at ${booking.offer.location.name}`);
    await expect(bookingCard).toContainText('booked');
    // The card hold of the booking: held, not charged, so the console offers to void it (the server refuses while the booking is on).
    const payment = page.getByLabel(/^Payment .* held$/);
    await expect(payment).toContainText(/visa ending 4242/i);
    await expect(payment.getByRole('button', { name: 'Void hold' })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Metrics' }).click();
    await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();
    const totals = page.getByRole('list', { name: 'Totals' });
    await expect(totals.getByRole('listitem').filter({ hasText: 'Requests' }).first()).toBeVisible();
    await expect(page.getByText('Requests and bookings by day (UTC)')).toBeVisible();
    // The chart is drawn (recharts' SVG, from the page's own chunk).
    await expect(page.locator('figure svg.recharts-surface').first()).toBeVisible();
    await page.getByText('Last 90 days').click();
    await expect(page.getByText(/ to .* \(UTC\)/)).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
}
