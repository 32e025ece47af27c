import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
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

  it('keeps what the server rendered, not hydrated, until near; then its code loads and replaces it', async () => {
    globalThis.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const errors = jest.spyOn(console, 'error');
    let loads = 0;
    const LiveForm = lazy(async () => {
      loads++;
      return { default: () => <p>The live form</p> };
    });
    const container = document.createElement('div');
    // As the server rendered it (there the children render, in their holder).
    container.innerHTML = '<div><p>The form as the server sent it</p></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <WhenNearViewport placeholder={<p>Reserved</p>}>
          <LiveForm />
        </WhenNearViewport>,
      );
    });
    expect(container.innerHTML).toBe('<div><p>The form as the server sent it</p></div>');
    expect(loads).toBe(0);

    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.observed[0]).toBe(container.firstChild);
    await act(async () => observer.fire(true));
    expect(await screen.findByText('The live form')).toBeInTheDocument();
    expect(container.innerHTML).toBe('<div><p>The live form</p></div>');
    expect(loads).toBe(1);
    // No hydration warning, no error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('gives the form replacing the server’s what was typed into it, and the focus', async () => {
    globalThis.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const changes: string[] = [];
    const LiveForm = lazy(async () => ({
      default: () => (
        <form>
          <input
            id="email"
            defaultValue=""
            onChange={(event) => changes.push(event.target.value)}
          />
          <input id="name" defaultValue="" />
        </form>
      ),
    }));
    const container = document.createElement('div');
    container.innerHTML = '<div><form><input id="email"><input id="name"></form></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <WhenNearViewport placeholder={<p>Reserved</p>}>
          <LiveForm />
        </WhenNearViewport>,
      );
    });
    // Typed into the server's form before its code came.
    const serverEmail = container.querySelector<HTMLInputElement>('#email')!;
    serverEmail.value = 'dana@example.org';
    serverEmail.focus();

    const [observer] = FakeIntersectionObserver.instances;
    await act(async () => observer.fire(true));
    const liveEmail = container.querySelector<HTMLInputElement>('#email')!;
    expect(liveEmail).not.toBe(serverEmail);
    expect(liveEmail.value).toBe('dana@example.org');
    expect(changes).toEqual(['dana@example.org']);
    expect(liveEmail).toHaveFocus();
    expect(container.querySelector<HTMLInputElement>('#name')!.value).toBe('');
    container.remove();
  });
});
