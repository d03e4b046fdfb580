import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, UPDATES_PAGE_SIZE } from '@shiplog/contract';
import { makeUpdate } from '@test/fixtures';
import { slow } from '@test/render';
import { setUpTimelineTests } from '../test/timeline-kit';

const { api, openTimeline } = setUpTimelineTests();

const titled = (...titles: string[]) =>
  titles.map((title, i) => makeUpdate({ id: `u-${title}`, title, likes: i }));
const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getAllByRole('heading')[0]!.textContent);

describe('timeline pages and filters', slow, () => {
  it("asks for a page of 10 updates, then loads the older page in place from the 'Load more' link", async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['GET /api/projects/p1/updates'] = ({ query }) =>
      query.get('before') === 'c1'
        ? { status: 200, body: titled('Third') }
        : { status: 200, body: titled('First', 'Second'), headers: { [NEXT_CURSOR_HEADER]: 'c1' } };
    openTimeline(false);
    const older = await screen.findByRole('link', { name: 'Load more' });
    expect(older).toHaveAttribute('href', '?before=c1');
    expect(older).toHaveAttribute('rel', 'next');
    expect(api.requests[0]!.query.get('limit')).toBe(String(UPDATES_PAGE_SIZE));
    expect(titles()).toEqual(['First', 'Second']);

    await user.click(older);
    await waitFor(() => expect(titles()).toEqual(['First', 'Second', 'Third']));
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/projects/p1/updates').map((r) => r.query.get('before'))).toEqual([null, 'c1']);
  });

  it('filters by type with links and searches as the reader types', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['GET /api/projects/p1/updates'] = ({ query }) => {
      if (query.get('q') === 'dark') return { status: 200, body: titled('Dark mode') };
      if (query.get('type') === 'release') return { status: 200, body: titled('v2.0') };
      return { status: 200, body: titled('Dark mode', 'v2.0', 'Typo fix') };
    };
    openTimeline(false);
    const types = within(await screen.findByRole('navigation', { name: 'Update types' }));
    expect(types.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await user.click(types.getByRole('link', { name: 'Releases' }));
    await waitFor(() => expect(titles()).toEqual(['v2.0']));
    expect(types.getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'true');

    await user.click(types.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search updates' }), 'dark');
    await waitFor(() => expect(titles()).toEqual(['Dark mode']));
    expect(api.calls('GET /api/projects/p1/updates').at(-1)!.query.get('q')).toBe('dark');
  });

  it("says 'No updates match' and leads back to every update", async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['GET /api/projects/p1/updates'] = ({ query }) => ({
      status: 200,
      body: query.get('q') ? [] : titled('Dark mode'),
    });
    openTimeline(false);
    await screen.findByRole('article', { name: 'Dark mode' });
    await user.type(screen.getByRole('searchbox', { name: 'Search updates' }), 'zebra{Enter}');
    expect(await screen.findByRole('heading', { name: 'No updates match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all updates' }));
    expect(await screen.findByRole('article', { name: 'Dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search updates' })).toHaveValue('');
  });
});
