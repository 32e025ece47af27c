import { act, render, screen } from '@testing-library/react';
import { WhenNearViewport } from './when-near-viewport';

// jsdom has no IntersectionObserver: a minimal stand-in that records what is observed and lets
// the test say when it intersects.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('WhenNearViewport', () => {
  afterEach(() => {
    FakeIntersectionObserver.instances = [];
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows the placeholder until its place comes near the viewport, then the content', () => {
    globalThis.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    render(
      <WhenNearViewport placeholder={<p>Reserved</p>} margin="300px">
        <p>The form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.rootMargin).toBe('300px 0px');
    expect(observer.observed[0]).toContainElement(screen.getByText('Reserved'));

    act(() => observer.fire(false));
    expect(screen.queryByText('The form')).not.toBeInTheDocument();

    act(() => observer.fire(true));
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('renders the content at once where IntersectionObserver does not exist', () => {
    render(
      <WhenNearViewport placeholder={<p>Reserved</p>}>
        <p>The form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
  });
});
