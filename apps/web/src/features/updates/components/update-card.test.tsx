import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slow } from '@test/render';
import { card, me, setUpCardTests } from '../test/card-kit';
import type { UpdateCommentsSlot } from './update-comments-slot';

const { openCard } = setUpCardTests();

describe('update card', slow, () => {
  it('shows type, pinned, major and label badges, the en-US date, image and commit link', () => {
    openCard({
      type: 'commit',
      is_pinned: true,
      is_major_update: true,
      labels: ['perf'],
      image_url: 'https://cdn.example.com/shot.png',
      commit_hash: 'abcdef1234567890',
      commit_message: 'Speed up the parser\n\nDetails',
    });
    const badges = within(card().getByRole('list', { name: 'Update details' }));
    expect(badges.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Commit',
      'Pinned',
      'Major update',
      'perf',
    ]);
    expect(card().getByText('Mar 4, 2025')).toHaveAttribute('datetime', '2025-03-04T10:00:00.000Z');
    const image = card().getByRole('img', { name: 'Shipped dark mode' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/shot.png');
    const commit = card().getByRole('link', { name: 'Commit abcdef1 on GitHub' });
    expect(commit).toHaveAttribute('href', 'https://github.com/acme/cli/commit/abcdef1234567890');
    expect(commit).toHaveTextContent(/^abcdef1$/);
    expect(card().getByText('Speed up the parser')).toBeInTheDocument();
  });

  it("pairs each pushed commit's sha with its own message (an automatic update of several commits)", () => {
    openCard({
      type: 'commit',
      commit_hash: 'bbbbbbb2222222',
      commit_message: 'fix: keep the query on reload',
      commits: [
        { sha: 'aaaaaaa1111111', message: 'feat(search): find projects by tag' },
        { sha: 'bbbbbbb2222222', message: 'fix: keep the query on reload' },
      ],
    });
    const chips = within(card().getByRole('list', { name: 'Commits' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'aaaaaaafeat(search): find projects by tag',
      'bbbbbbbfix: keep the query on reload',
    ]);
    expect(within(chips[0]!).getByRole('link')).toHaveAttribute(
      'href',
      'https://github.com/acme/cli/commit/aaaaaaa1111111',
    );
  });

  it('shows how an automatic update came about when the read carries it (the owner view)', () => {
    openCard({
      automation: {
        source: 'release',
        significance: 'major',
        reason: 'Release v2.0.0 with a breaking change',
        delivery_id: 'delivery-1',
      },
    });
    const badges = within(card().getByRole('list', { name: 'Update details' }));
    expect(badges.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Text',
      'Automatic · major',
    ]);
    expect(
      card().getByText('Written automatically from a release: Release v2.0.0 with a breaking change'),
    ).toBeInTheDocument();
  });

  it('shows what decided a generated update, naming the label that applied (the owner view)', () => {
    openCard({
      automation: null,
      decision: { significance: 'major', reason: 'feat commit: medium; shiplog:major label (#12): major' },
    });
    expect(
      card().getByText('Generated as major: feat commit: medium; shiplog:major label (#12): major'),
    ).toBeInTheDocument();
  });

  it('says what a generated update was built from, with its diff stats, linking each source on GitHub', () => {
    const source = { files: null, additions: null, deletions: null };
    openCard({
      type: 'commit',
      commit_hash: 'aaaaaaa1111111',
      provenance: {
        commits: 3,
        pull_requests: 1,
        files: 12,
        additions: 340,
        deletions: 25,
        sources: [
          {
            ...source,
            kind: 'pull_request',
            ref: '7',
            title: 'Search',
            url: 'https://github.com/acme/cli/pull/7',
          },
          {
            ...source,
            kind: 'commit',
            ref: 'aaaaaaa1111111',
            title: 'feat: tags',
            url: 'https://github.com/acme/cli/commit/aaaaaaa1111111',
          },
        ],
      },
    });
    expect(card().getByText('Built from 3 commits · 1 pull request')).toBeInTheDocument();
    expect(card().getByLabelText('Changes: 12 files +340 −25')).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Pull request #7 on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/acme/cli/pull/7',
    );
    expect(card().getByRole('link', { name: 'Commit aaaaaaa on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/acme/cli/commit/aaaaaaa1111111',
    );
  });

  it('shows a single source as it is, its title visible without opening anything', () => {
    openCard({
      type: 'commit',
      commit_hash: 'bbbbbbb2222222',
      provenance: {
        commits: 1,
        pull_requests: 0,
        files: 1,
        additions: 4,
        deletions: 1,
        sources: [
          {
            kind: 'commit',
            ref: 'bbbbbbb2222222',
            title: 'perf: cache tide tables for 24 hours',
            url: 'https://github.com/acme/cli/commit/bbbbbbb2222222',
            files: 1,
            additions: 4,
            deletions: 1,
          },
        ],
      },
    });
    expect(card().getByText('perf: cache tide tables for 24 hours')).toBeVisible();
    expect(card().getByRole('link', { name: 'Commit bbbbbbb on GitHub' })).toBeVisible();
    expect(card().getByLabelText('Changes: 1 file +4 −1')).toBeVisible();
  });

  it('credits who made a generated update, linking each to GitHub and marking a first contribution', () => {
    openCard({
      contributors: [
        {
          name: 'Grace Hopper',
          login: 'grace',
          avatar_url: 'https://avatars.githubusercontent.com/u/7?v=4',
          profile_url: 'https://github.com/grace',
          first_contribution: true,
        },
        { name: 'Ravi Menon', login: null, avatar_url: null, profile_url: null, first_contribution: false },
      ],
    });
    const credits = card().getByRole('region', { name: 'Contributors' });
    expect(within(credits).getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute(
      'href',
      'https://github.com/grace',
    );
    expect(within(credits).getByText('First contribution')).toBeVisible();
    expect(within(credits).getByText('Ravi Menon')).toBeVisible();
    expect(within(credits).getAllByText('First contribution')).toHaveLength(1);
  });

  it('shows nothing about automation on reads without it (visitors, updates written by hand)', () => {
    openCard({ automation: null });
    expect(card().queryByText(/Automatic/)).not.toBeInTheDocument();
    expect(card().queryByText(/Written automatically/)).not.toBeInTheDocument();
  });

  it("puts the comments slot's count in the footer and opens its panel under it", async () => {
    const user = userEvent.setup({ delay: null });
    const comments: UpdateCommentsSlot = {
      Toggle: ({ updateId, open, initialCount, panelId, onToggle }) => (
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          Comments of {updateId} ({initialCount})
        </button>
      ),
      Panel: ({ updateId, open, viewer, id }) =>
        open ? (
          <section id={id} aria-label="Comments">
            {updateId} for {viewer}
          </section>
        ) : null,
    };
    openCard({}, me, false, { comments });
    const toggle = card().getByRole('button', { name: 'Comments of update-1 (2)' });
    expect(card().queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
    await user.click(toggle);
    const panel = card().getByRole('region', { name: 'Comments' });
    expect(panel).toHaveTextContent('update-1 for me');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders content as plain text, never as HTML', () => {
    const { container } = openCard({ content: '<img src=x onerror=alert(1)><b>hi</b>' });
    expect(card().getByText('<img src=x onerror=alert(1)><b>hi</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('read more', slow, () => {
  const height = (value: number) =>
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(value);
  afterEach(() => vi.restoreAllMocks());

  it("collapses text taller than 80px with 'Read more' / 'Show less'", async () => {
    height(200);
    const user = userEvent.setup({ delay: null });
    openCard();
    const toggle = await card().findByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(text).toHaveTextContent('Every screen now follows the system theme.');
    expect(text).toHaveStyle({ maxHeight: '80px' });
    await user.click(toggle);
    expect(card().getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text.style.maxHeight).toBe('');
    await user.click(card().getByRole('button', { name: 'Show less' }));
    expect(card().getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('shows the Markdown the server rendered: headings, lists and code, not their marks', () => {
    height(60);
    openCard({
      content: '## Highlights\n\n- `tides` are cached',
      content_html: '<h2>Highlights</h2>\n<ul>\n<li><code>tides</code> are cached</li>\n</ul>',
    });
    expect(card().getByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    expect(card().getByText(/are cached/).tagName).toBe('LI');
    expect(card().getByText('tides').tagName).toBe('CODE');
    expect(card().queryByText(/##|`/)).not.toBeInTheDocument();
  });

  it('offers no toggle when the text fits', async () => {
    height(60);
    openCard();
    await new Promise((done) => setTimeout(done, 10)); // the size is reported after a task
    expect(card().queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});
