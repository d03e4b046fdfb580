/**
 * For tests: jsdom has no IntersectionObserver. This one reports elements as on screen when the
 * test says so: `scrollIntoView(target)` for one element, `show()` for every observed element.
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

  private report(targets: Element[]) {
    const entries = targets.map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  /** Tells every observer watching `target` that it is now visible. */
  static scrollIntoView(target: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.elements.has(target)) observer.report([target]);
    }
  }

  /** Every live observer sees its elements scroll into view. */
  static show() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.disconnected || observer.elements.size === 0) continue;
      observer.report([...observer.elements]);
    }
  }
}
