import type { Comment, Update } from '@shiplog/contract';

/** An update as the API answers it; override any field. */
export function makeUpdate(overrides: Partial<Update> = {}): Update {
  return {
    id: 'update-1',
    project_id: 'project-1',
    type: 'text',
    title: 'Shipped dark mode',
    content: 'Every screen now follows the system theme.',
    image_url: null,
    commit_hash: null,
    commit_message: null,
    published_at: '2025-03-04T10:00:00.000Z',
    created_at: '2025-03-04T10:00:00.000Z',
    updated_at: '2025-03-04T10:00:00.000Z',
    is_pinned: false,
    is_major_update: false,
    labels: [],
    views: 12,
    likes: 3,
    comments: 2,
    ...overrides,
  };
}

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
