import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A project's own header on its pages: its name linking to its short address, its repository,
 * the 'Made with Shiplog' credit; never the product's navigation or its waitlist.
 */
export async function expectProjectHeader(
  page: Page,
  project: { name: string; slug: string | null; repository_name: string },
) {
  const header = page.getByRole('banner');
  const home = header.getByRole('link', { name: project.name, exact: true });
  await expect.poll(() => home.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await home.getAttribute('href')).toBe(`/p/${project.slug}`);
  expect(
    await header.getByRole('link', { name: `Repository ${project.repository_name} on GitHub` }).count(),
  ).toBe(1);
  expect(await header.getByRole('link', { name: 'Made with Shiplog' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Join Waitlist' }).count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
}
