import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, setUpApiServer } from '@test/api-server';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { makeUpdate } from '@test/fixtures';
import { renderWithRouter, slow } from '@test/render';
import { UpdatePermalink } from './update-permalink';

const api = setUpApiServer();
const ONE = 'GET /api/projects/p1/updates/u2';
const AROUND = 'GET /api/projects/p1/updates/u2/neighbours';
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  api.reset({
    [ONE]: () => ({ status: 200, body: makeUpdate({ id: 'u2', title: 'Dark mode', likes: 2 }) }),
    [AROUND]: () => ({
      status: 200,
      body: { newer: { id: 'u3', title: 'v2.0 is out' }, older: { id: 'u1', title: 'First light' } },
    }),
    'GET /api/updates/u2/likes': () => ({ status: 200, body: { count: 2, hasLiked: false } }),
  });
});

const open = () =>
  renderWithRouter(
    <UpdatePermalink
      projectId="p1"
      updateId="u2"
      repositoryName="acme/cli"
      viewer={null}
      permalinkOf={(id) => `/projects/p1/updates/${id}`}
      timelineHref="/projects/p1"
      projectName="Acme CLI"
    />,
    { api: api.client },
  );

describe("an update's own page", slow, () => {
  it('shows the update, copies its address and links the newer and older ones', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const card = await screen.findByRole('article', { name: 'Dark mode' });
    expect(screen.getByRole('link', { name: 'All updates' })).toHaveAttribute('href', '/projects/p1');
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/projects/p1/updates/u2`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    const around = within(await screen.findByRole('navigation', { name: 'More updates' }));
    expect(around.getByRole('link', { name: /Newer update\s*v2\.0 is out/ })).toHaveAttribute(
      'href',
      '/projects/p1/updates/u3',
    );
    expect(around.getByRole('link', { name: /Older update\s*First light/ })).toHaveAttribute(
      'href',
      '/projects/p1/updates/u1',
    );
    await vi.waitFor(() => expect(document.title).toMatch(/^Dark mode · Acme CLI/));
  });

  it("says 'Update not found' for a deleted or unpublished update", async () => {
    api.routes[ONE] = () => apiError(404, 'NOT_FOUND', 'Update not found');
    api.routes[AROUND] = () => apiError(404, 'NOT_FOUND', 'Update not found');
    open();
    expect(await screen.findByRole('heading', { name: 'Update not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all updates' })).toHaveAttribute('href', '/projects/p1');
  });
});
