import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@test/render';
import { Hero, HERO_VISIBILITY_THRESHOLD } from './hero';

/** An IntersectionObserver the test drives: `report(ratio)` is what the browser would say. */
class FakeObserver {
  static all: FakeObserver[] = [];
  target: Element | null = null;
  disconnected = false;
  constructor(
    private readonly callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(ratio: number) {
    act(() => this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio, target: this.target! }]));
  }
}

const heroObserver = () => {
  const found = FakeObserver.all.find((o) => o.options.threshold === HERO_VISIBILITY_THRESHOLD);
  if (!found) throw new Error('the hero observes nothing');
  return found;
};
const section = () => screen.getByRole('region', { name: 'Turn Your Commits into Stories' });
const veil = () => screen.getByTestId('hero-veil');

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('Hero', () => {
  it('is in the first paint, unveiled, and stays so once 70 % of it is on screen', () => {
    renderWithRouter(<Hero />);
    // Before the observer says anything (as in the pre-rendered HTML): shown.
    expect(section()).toHaveAttribute('data-visible', 'true');
    expect(veil()).toHaveClass('opacity-0');
    heroObserver().report(0.9);
    expect(section()).toHaveAttribute('data-visible', 'true');
    expect(heroObserver().disconnected).toBe(true);
  });

  it('loaded scrolled past it, is veiled until 70 % of it is on screen, then fades in', () => {
    renderWithRouter(<Hero />);
    heroObserver().report(0.3);
    expect(section()).toHaveAttribute('data-visible', 'false');
    expect(veil()).toHaveClass('opacity-100');
    heroObserver().report(0.69);
    expect(section()).toHaveAttribute('data-visible', 'false');
    heroObserver().report(0.7);
    expect(section()).toHaveAttribute('data-visible', 'true');
    expect(veil()).toHaveClass('opacity-0');
    expect(heroObserver().disconnected).toBe(true);
  });
});
