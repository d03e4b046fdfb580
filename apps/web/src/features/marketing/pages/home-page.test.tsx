import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@test/render';
import { FeaturesPage } from './features-page';
import { HomePage } from './home-page';

const featureNames = [
  'GitHub integration',
  'AI transformation',
  'Multi-platform publishing',
  'Smart templates',
  'Code snippets',
  'Scheduled posts',
];

function mockReducedMotion(reduce: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
}

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows the headline, Join the Waitlist and Watch Demo', () => {
    renderWithRouter(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Turn Your Commits into Stories');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Opens the waitlist wizard over this page (the app layout hosts it).
    for (const join of screen.getAllByRole('link', { name: 'Join the Waitlist' }))
      expect(join).toHaveAttribute('href', '/?waitlist=open');
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toBeInTheDocument();
  });

  it('says beside every waitlist call to action that anyone can create a free account now', () => {
    renderWithRouter(<HomePage />);
    const joins = screen.getAllByRole('link', { name: 'Join the Waitlist' });
    const notes = screen.getAllByText(/the waitlist is for early-adopter perks/);
    expect(notes).toHaveLength(joins.length);
    for (const note of notes)
      expect(within(note).getByRole('link', { name: 'create a free account' })).toHaveAttribute(
        'href',
        '/register',
      );
  });

  it('opens the demo dialog from Watch Demo and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    // The dialog's chunk loads on first use: a busy machine may take a while.
    const dialog = await screen.findByRole('dialog', { name: 'Shiplog in 10 seconds' }, { timeout: 15_000 });
    expect(await within(dialog).findByTestId('demo-walkthrough')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toHaveFocus();
  });

  it('lists the six key features inside #features', () => {
    const { container } = renderWithRouter(<HomePage />);
    const section = container.querySelector('#features');
    expect(section).not.toBeNull();
    const cards = section!.querySelectorAll('[data-feature-card]');
    expect(cards).toHaveLength(6);
    for (const name of featureNames) {
      expect(within(section as HTMLElement).getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('shows three sample posts and the beta notes in #socialproof', () => {
    const { container } = renderWithRouter(<HomePage />);
    const section = container.querySelector<HTMLElement>('#socialproof');
    expect(section).not.toBeNull();
    const posts = within(section!).getAllByRole('article');
    expect(posts).toHaveLength(3);
    for (const platform of ['X', 'LinkedIn', 'Discord']) {
      expect(within(section!).getByText(platform, { selector: 'span' })).toBeInTheDocument();
    }
    expect(within(posts[0]!).getByText('Likes')).toBeInTheDocument();
    expect(within(posts[0]!).getByText('Shares')).toBeInTheDocument();
    expect(within(section!).getByText('No credit card required. Free during beta.')).toBeInTheDocument();
    expect(within(section!).getByText('Lifetime perks for early adopters')).toBeInTheDocument();
    expect(section!.querySelector('#waitlist')).not.toBeNull();
  });

  it('animates by default (no IntersectionObserver counts as on screen)', () => {
    mockReducedMotion(false);
    renderWithRouter(<HomePage />);
    expect(screen.getByTestId('hero-graphic')).toHaveAttribute('data-animated', 'true');
    expect(screen.getByTestId('particle-background')).toHaveClass('pointer-events-none');
  });

  it('shows static frames and complete text when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const { container } = renderWithRouter(<HomePage />);
    expect(screen.getByTestId('hero-graphic')).toHaveAttribute('data-animated', 'false');
    expect(container.querySelector('[data-phase]')).toBeNull();
    expect(screen.queryByTestId('particle-background')).toBeNull();
    expect(screen.getByTestId('terminal-lines')).toHaveAttribute('data-complete', 'true');
    const cards = container.querySelectorAll<HTMLElement>('[data-feature-card]');
    for (const card of cards) {
      expect(card.className).not.toMatch(/animate-|clip-path/);
      expect(card.style.animationDelay).toBe('');
    }
  });
});

describe('FeaturesPage', () => {
  it('shows the Features h1 and only the feature section', () => {
    const { container } = renderWithRouter(<FeaturesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Features$/);
    expect(container.querySelectorAll('#features [data-feature-card]')).toHaveLength(6);
    expect(container.querySelector('#socialproof')).toBeNull();
  });
});
