/**
 * For tests: jsdom has no IntersectionObserver. This one reports an element as on screen when
 * the test says it scrolled into view.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  private targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Tells every observer watching `target` that it is now visible. */
  static scrollIntoView(target: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}
