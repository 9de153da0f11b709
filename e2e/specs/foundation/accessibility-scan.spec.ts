import { appStarted, expect, test } from '../../fixtures/test.ts';

/**
 * The accessibility scan itself (the seriousA11yViolations fixture every page check uses): it must still catch a
 * real problem, and must judge a page at rest rather than halfway through a fade.
 */
test('the scan reports light grey text on white in a real page as a colour-contrast violation', async ({ page, seriousA11yViolations }) => {
  await page.goto('/contact');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await page.getByRole('main').evaluate((main) => {
    const faint = document.createElement('p');
    faint.id = 'faint-text';
    faint.textContent = 'Text a person can barely read';
    faint.style.color = '#c8c8c8';
    faint.style.backgroundColor = '#ffffff';
    main.append(faint);
  });

  const violations = await seriousA11yViolations();
  const contrast = violations.find((violation) => violation.id === 'color-contrast');
  expect(contrast?.nodes.map((node) => node.target.join(' '))).toEqual(['#faint-text']);
});

test('the scan waits for a fade to end: text that passes through light grey is judged at its final colour', async ({
  page,
  seriousA11yViolations,
}) => {
  await page.goto('/contact');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  // Near-black text held at a failing light grey (about 1.7:1 on white) by a three-second animation, as a fade
  // holds a colour for a moment: scanned at once it fails; scanned once the animation has ended it passes.
  await page.getByRole('main').evaluate((main) => {
    const fading = document.createElement('p');
    fading.textContent = 'Text fading in';
    fading.style.backgroundColor = '#ffffff';
    fading.style.color = '#1a1a1a';
    main.append(fading);
    fading.animate([{ color: '#c8c8c8' }, { color: '#c8c8c8' }], { duration: 3000 });
  });
  expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);

  expect(await seriousA11yViolations()).toEqual([]);
});
