import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, E2E_ADMIN_KEY, expectAccessible, screenshotWidths } from './support/fixtures';

// Real PNGs (4x4, one solid colour each) so the server's byte check accepts them.
const RED_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGO4o6YGRwzEcQDsoxKBT+rXhgAAAABJRU5ErkJggg==', 'base64');
const BLUE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNQTX4NRwzEcQBO0hcxU+9NfQAAAABJRU5ErkJggg==', 'base64');

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectLoaded(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** Placeholders (or their start) cut off at this width: each input's text wider than its box. */
async function clippedPlaceholders(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  return page.locator('input[placeholder]').evaluateAll((inputs: HTMLInputElement[]) => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    return inputs
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return context.measureText(input.placeholder).width > input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      })
      .map((input) => input.placeholder);
  });
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
}

test.describe('companies', () => {
  test('a company with a logo and a track record with photos; only its creator sees edit controls', async ({ page, browser }, testInfo) => {
    // One long journey through real uploads: more than the default time on a busy machine.
    test.setTimeout(120_000);
    const id = unique();
    const companyName = `E2E Robotics ${id}`;
    const conferenceTitle = `E2E Past Summit ${id}`;
    // A past conference for the selector, created through the real API.
    await api(page, 'POST', '/api/submit', { title: conferenceTitle, url: `https://example.com/${id}`, location: 'Lisbon, Portugal', startDate: '2024-05-10', endDate: '2024-05-11', type: 'Tech' });

    await page.goto('/create-company');
    await expect(page.getByRole('heading', { name: 'Create Your Company Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who We Want to Meet' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'create-company');
    expect(await clippedPlaceholders(page, 360), 'placeholders cut off on a 360px phone').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The name is required.
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();

    // A file that is not an allowed image never becomes the logo.
    const logoInput = page.locator('input[type=file]');
    await logoInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(toast(page, 'logo.svg is not a JPEG, PNG, WebP or GIF image.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();
    const sixMegabytes = Buffer.concat([RED_PNG, Buffer.alloc(6 * 1024 * 1024)]);
    await logoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: sixMegabytes });
    await expect(toast(page, 'huge.png is larger than 5 MB.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();

    // An HTML page named .png gets uploaded (the store cannot tell), but the server looks at its bytes
    // at once and refuses it: it never becomes the logo.
    await page.getByLabel('Company Name').fill(companyName);
    await logoInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><title>x</title><p>not an image</p>') });
    await expect(toast(page, 'fake.png is not a JPEG, PNG, WebP or GIF image.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: `${companyName} logo` })).toHaveCount(0);

    // A real logo, removed again, then chosen once more.
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: BLUE_PNG });
    await expect(page.getByRole('button', { name: 'Change Logo' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: RED_PNG });
    await expect(toast(page, 'Logo uploaded successfully')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Change Logo' })).toBeVisible();
    await expectLoaded(page.getByRole('img', { name: `${companyName} logo` }));
    await page.getByLabel('Website').fill('https://robotics.example.com');
    await page.getByLabel('Contact Email').fill('hello@robotics.example.com');
    await page.getByLabel('Summary').fill('Heads of automation at mid-size manufacturers.');
    await page.getByLabel('Target Industries').fill('Manufacturing, Logistics');
    await page.getByLabel('Target Regions (comma-separated)').fill('Europe');
    await page.getByRole('button', { name: 'Create Company' }).click();

    await expect(page).toHaveURL(/\/companies\/e2e-robotics-/);
    const profileUrl = page.url();
    await expect(toast(page, 'Your company has been created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    // The edit token is shown once, right after creation.
    const tokenNotice = page.getByRole('region', { name: 'Your edit token' });
    const editToken = (await tokenNotice.getByTestId('edit-token').textContent())!.trim();
    expect(editToken.length).toBeGreaterThanOrEqual(32);
    await tokenNotice.getByRole('button', { name: 'Dismiss edit token notice' }).click();
    await expect(tokenNotice).toBeHidden();
    await expectLoaded(page.getByRole('img', { name: `${companyName} logo` }));
    await expect(page.getByRole('link', { name: 'hello@robotics.example.com' })).toHaveAttribute('href', 'mailto:hello@robotics.example.com');
    const icp = page.getByRole('region', { name: 'Who we want to meet' });
    await expect(icp.getByRole('list', { name: 'Industries' }).getByText('Logistics')).toBeVisible();
    await expect(icp.getByRole('list', { name: 'Regions' }).getByText('Europe')).toBeVisible();
    await expect(page.getByText('No past conferences recorded yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Conference Experience' })).toHaveCount(0);

    // Add an event on the listed conference, with two photos.
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Track Record Event' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Add Event' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Conference', { exact: false }).first().selectOption({ label: `${conferenceTitle} (Lisbon, Portugal)` });
    await expect(submit).toBeEnabled();
    await expect(dialog.getByLabel('Role')).toHaveValue('ATTENDED');
    await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
    await dialog.getByLabel('Role').selectOption('SPONSORED');
    await dialog.getByLabel('Rating (1-5)').selectOption('4');
    await dialog.getByLabel('Year').fill('2024');
    await dialog.getByLabel('Month').selectOption({ label: 'May' });
    await dialog.getByLabel('Outcomes').fill('Twelve qualified leads');
    await dialog.getByLabel('Case Study URL').fill('https://robotics.example.com/case');
    // An SVG behind a .png name among real photos is refused; the real ones are kept.
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'booth.png', mimeType: 'image/png', buffer: RED_PNG },
      { name: 'trick.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ]);
    await expect(toast(page, 'trick.png is not a JPEG, PNG, WebP or GIF image.')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('img', { name: /^Attached photo / })).toHaveCount(1);
    await dialog.locator('input[type=file]').setInputFiles([{ name: 'stage.png', mimeType: 'image/png', buffer: BLUE_PNG }]);
    await expect(toast(page, '1 photo(s) uploaded')).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Attached photo / })).toHaveCount(2);
    await expectAccessible(page);
    await submit.click();
    await expect(toast(page, 'Event added to track record.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: conferenceTitle });
    await expect(card.getByRole('link', { name: conferenceTitle, exact: true })).toHaveAttribute('href', /\/conference\//);
    await expect(card.getByText('Sponsored')).toBeVisible();
    await expect(card.getByText('May 2024')).toBeVisible();
    await expect(card.getByText('Lisbon, Portugal')).toBeVisible();
    await expect(card.getByText('4/5')).toBeVisible();
    await expect(card.getByText('Twelve qualified leads')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Read case study' })).toHaveAttribute('href', 'https://robotics.example.com/case');
    await expect(card.getByRole('list', { name: `Photos of ${conferenceTitle}` }).getByRole('img')).toHaveCount(2);

    const gallery = page.getByRole('region', { name: 'Our Conference Experience' });
    const galleryLinks = gallery.getByRole('link');
    await expect(galleryLinks).toHaveCount(2);
    await expect(galleryLinks.first()).toHaveAttribute('target', '_blank');
    const galleryImage = gallery.getByRole('img', { name: `${conferenceTitle} 2024` }).first();
    await expectLoaded(galleryImage);
    await galleryLinks.first().hover();
    await expect(gallery.getByText(`${conferenceTitle} 2024`).first()).toBeVisible();
    // The photo is served as the image it is.
    const photoHref = await galleryLinks.first().getAttribute('href');
    const photo = await page.request.get(photoHref!);
    expect(photo.headers()['content-type']).toBe('image/png');

    // A second event under a custom name.
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog.getByLabel('Role')).toHaveValue('ATTENDED');
    await dialog.getByRole('button', { name: 'Not in the list?' }).click();
    await dialog.getByLabel('Conference Name').fill(`Robotics Meetup ${id}`);
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(toast(page, 'Event added to track record.')).toBeVisible();
    const meetup = page.getByRole('article', { name: `Robotics Meetup ${id}` });
    await expect(meetup.getByText('Attended')).toBeVisible();

    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'company-profile');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Edit the first event: the dialog starts from the saved values.
    await card.getByRole('button', { name: `Edit event ${conferenceTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Outcomes')).toHaveValue('Twelve qualified leads');
    await expect(edit.getByRole('img', { name: /^Attached photo / })).toHaveCount(2);
    await edit.getByRole('button', { name: 'Remove photo 2' }).click();
    await edit.getByLabel('Rating (1-5)').selectOption('5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Event updated successfully.')).toBeVisible();
    await expect(card.getByText('5/5')).toBeVisible();
    await expect(galleryLinks).toHaveCount(1);

    // Delete the meetup, without a confirmation.
    await meetup.getByRole('button', { name: `Delete event Robotics Meetup ${id}` }).click();
    await expect(toast(page, 'Event deleted.')).toBeVisible();
    await expect(meetup).toHaveCount(0);

    // Another browser (no edit token) sees the profile but no edit controls.
    const stranger = await browser.newContext();
    try {
      const other = await stranger.newPage();
      await other.goto(profileUrl);
      await expect(other.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
      await expect(other.getByRole('article', { name: conferenceTitle })).toBeVisible();
      await expect(other.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
      await expect(other.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
      await expect(other.getByRole('button', { name: /^(Edit|Delete) event/ })).toHaveCount(0);
      // And the server refuses it too.
      const eventId = (await api<{ events: { id: number }[] }>(other, 'GET', new URL(profileUrl).pathname.replace('/companies/', '/api/companies/'))).events[0].id;
      const refused = await other.request.delete(`/api/company-events/${eventId}`);
      expect(refused.status()).toBe(403);

      // With the token the creator kept, that browser can edit too.
      await other.goto(profileUrl.replace(/\/companies\/(.+)$/, '/create-company?edit=$1'));
      await other.getByLabel('Edit token').fill(editToken);
      await other.getByRole('button', { name: 'Use token' }).click();
      await expect(other.getByLabel('Edit token')).toHaveCount(0);
      await other.goto(profileUrl);
      await expect(other.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    } finally {
      await stranger.close();
    }

    // The creator can edit the profile.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Company Profile' })).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue(companyName);
    await page.getByLabel('Backing').fill('Bootstrapped');
    await page.getByRole('button', { name: 'Update Company' }).click();
    await expect(toast(page, 'Your company has been updated.')).toBeVisible();
    await expect(page).toHaveURL(profileUrl);
    await expect(page.getByText('Bootstrapped')).toBeVisible();
  });

  test('lists companies with a link to each profile, and says when a company is missing', async ({ page }, testInfo) => {
    const name = `E2E Listed ${unique()}`;
    const created = await api<{ slug: string }>(page, 'POST', '/api/companies', { name, icpSummary: 'Platform teams at scale-ups. '.repeat(20) });
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/companies/${created.slug}`);
    await expect(page.getByText(/^Showing \d+ of \d+ companies$/)).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'companies');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: `View Profile of ${name}` }).click();
    await expect(page).toHaveURL(`/companies/${created.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

    await page.goto(`/companies/no-such-company-${unique()}`);
    await expect(page.getByText('Company not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Conferences' })).toBeVisible();
    await expectAccessible(page);
  });

  test("the conference page shows the featured company's track record there, linking to its ICP", async ({ page }) => {
    const id = unique();
    const conference = await api<{ id: number; slug: string }>(page, 'POST', '/api/submit', { title: `E2E Badge Conf ${id}`, url: `https://example.com/badge-${id}`, startDate: '2024-09-01', type: 'AI' });
    await page.goto(`/conference/${conference.slug}`);
    await expect(page.getByRole('heading', { name: `E2E Badge Conf ${id}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See our ICP' })).toHaveCount(0);

    await api(page, 'POST', '/api/companies/crustdata/events', { conferenceId: conference.id, role: 'SPOKE', rating: 5, year: 2024 }, { 'x-admin-key': E2E_ADMIN_KEY });
    await page.reload();
    const badge = page.getByRole('complementary', { name: 'Our track record at this conference' });
    await expect(badge.getByText('Spoke')).toBeVisible();
    await expect(badge.getByText('2024')).toBeVisible();
    await expect(badge.getByText('5/5')).toBeVisible();
    await expectAccessible(page);
    await badge.getByRole('link', { name: 'See our ICP' }).click();
    await expect(page).toHaveURL('/companies/crustdata');
    await expect(page.getByRole('article', { name: `E2E Badge Conf ${id}` })).toBeVisible();
  });
});
