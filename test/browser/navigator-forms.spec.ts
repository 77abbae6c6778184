import { expect, test } from '../support/test.ts';

const answerRuns = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as { __navAnswerScript?: number }).__navAnswerScript ?? 0);

test.describe('navigator: ajax forms', () => {
  test.beforeEach(async ({ page, vitrine }) => {
    expect(vitrine.consoleErrors).toEqual([]);
    await page.goto('/fr/__nav/forms');
  });

  test('replace puts the answer inside the target, mounts its widgets and runs its script once', async ({
    page,
  }) => {
    await page.click('#form-replace button');
    const target = page.locator('#target-replace');
    await expect(target.locator('.nav-answer')).toHaveText(/Answer for replace/);
    await expect(target).not.toContainText('Original replace');
    await expect(target.locator('[data-widget="quantity-input"]')).toHaveAttribute(
      'data-widget-mounted',
      'quantity-input',
    );
    expect(await answerRuns(page)).toBe(1);
    await expect(page).toHaveURL(/\/fr\/__nav\/forms$/);
  });

  test('an answer whose script stands at its top level (a partial ending with a script) runs that script once', async ({
    page,
  }) => {
    await page.click('#form-partial button');
    await expect(page.locator('#target-partial .nav-answer')).toHaveText('Answer for partial');
    await expect.poll(() => answerRuns(page)).toBe(1);
    await page.click('#form-partial button');
    await expect.poll(() => answerRuns(page)).toBe(2);
  });

  test('replace-with puts the answer in place of the target', async ({ page }) => {
    await page.click('#form-replace-with button');
    await expect(page.locator('.nav-answer[data-mode="replace-with"]')).toBeVisible();
    await expect(page.locator('#target-replace-with')).toHaveCount(0);
  });

  test('before prepends and after appends the answer', async ({ page }) => {
    await page.click('#form-before button');
    await expect(page.locator('#target-before > :first-child')).toHaveClass('nav-answer');
    await expect(page.locator('#target-before')).toContainText('Original before');
    await page.click('#form-after button');
    await expect(page.locator('#target-after > :last-child')).toHaveClass('nav-answer');
    await expect(page.locator('#target-after')).toContainText('Original after');
    expect(await answerRuns(page)).toBe(2);
  });

  test('the submit button is in its loading state while the form is sent', async ({ page, vitrine }) => {
    // Long enough that both loading marks are seen on a loaded CI machine.
    await vitrine.faults({ method: 'POST', path: '/fr/__nav/echo', delay: 2500 });
    const button = page.locator('#form-replace button');
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#target-replace .nav-answer')).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test('a form with data-val rules is validated first', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/__nav/echo')) posts += 1;
    });
    await page.click('#form-validated button');
    await expect(page.locator('[data-valmsg-for="Name"]')).toHaveText('The name is required.');
    await expect(page.locator('#nav-name')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(0);
    await page.fill('#nav-name', 'Ada');
    await page.click('#form-validated button');
    await expect(page.locator('#target-validated .nav-answer')).toHaveText(/Answer for validated: Ada/);
    expect(posts).toBe(1);
  });

  test('data-ajax-confirm asks first, and Back sends nothing', async ({ page }) => {
    await page.click('#form-confirm button');
    const dialog = page.locator('dialog.vitrine-confirm');
    await expect(dialog).toContainText('Really send?');
    await dialog.locator('.button:not(.button--primary)').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#target-confirm')).toBeEmpty();
    await page.click('#form-confirm button');
    await dialog.locator('.button--primary').click();
    await expect(page.locator('#target-confirm .nav-answer')).toBeVisible();
  });

  test('a failed submit shows the error modal and leaves the target as it was', async ({ page, vitrine }) => {
    await vitrine.faults({ method: 'POST', path: '/fr/__nav/echo', status: 500 });
    await page.click('#form-replace button');
    await expect(page.locator('dialog.vitrine-error-modal')).toBeVisible();
    await expect(page.locator('#target-replace')).toContainText('Original replace');
    await expect(page.locator('#form-replace button')).toBeEnabled();
  });

  test('a second submission of the same form aborts the first, whose answer is never shown', async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({ method: 'POST', path: '/fr/__nav/echo', delay: 2000 });
    const button = page.locator('#form-validated button');
    await page.fill('#nav-name', 'First');
    const firstSent = page.waitForRequest((request) => request.url().includes('/__nav/echo'));
    await button.click();
    await firstSent;
    await expect(button).toBeDisabled();
    const firstDropped = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/__nav/echo'),
    );
    await page.fill('#nav-name', 'Second');
    await page.evaluate(() => document.querySelector<HTMLFormElement>('#form-validated')?.requestSubmit());
    await firstDropped;
    const answer = page.locator('#target-validated .nav-answer');
    await expect(answer).toHaveText(/Answer for validated: Second/);
    await expect(answer).toHaveCount(1);
    await expect(button).toBeEnabled();
    expect(await answerRuns(page)).toBe(1);
  });
});
