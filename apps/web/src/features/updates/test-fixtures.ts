import type { Comment } from '@shiplog/contract';

export { makeUpdate } from '../../../test/fixtures';

/** A comment as the API answers it; override any field. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'comment-1',
    content: 'Looks great!',
    created_at: '2025-03-05T08:00:00.000Z',
    updated_at: '2025-03-05T08:00:00.000Z',
    is_edited: false,
    user: { id: 'user-2', username: 'grace', avatar_url: '/api/avatars/grace.svg' },
    ...overrides,
  };
}

/**
 * A stand-in IntersectionObserver (jsdom has none) that the test drives: `show()` reports every
 * observed element as on screen.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  disconnected = false;

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Every live observer sees its elements scroll into view. */
  static show() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.disconnected || observer.elements.size === 0) continue;
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
