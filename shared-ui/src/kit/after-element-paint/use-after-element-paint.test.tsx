import { act, render, screen } from '@testing-library/react';
import { useAfterElementPaint } from './use-after-element-paint';

function Probe() {
  const [painted, identifier] = useAfterElementPaint();
  return (
    <p elementtiming={identifier} data-testid="probe">
      {painted ? 'painted' : 'waiting'}
    </p>
  );
}

type Report = (list: { getEntries: () => { identifier: string }[] }) => void;

/** A stand-in for the browser's PerformanceObserver that reports Element Timing entries on demand. */
function fakeElementTiming() {
  const observers: { report: Report; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['element'];
    private readonly entry: { report: Report; disconnected: boolean };
    constructor(report: Report) {
      this.entry = { report, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const report = (identifier: string) =>
    act(() => {
      for (const observer of observers.filter((o) => !o.disconnected))
        observer.report({ getEntries: () => [{ identifier }] });
    });
  return { FakeObserver, report, observers };
}

describe('useAfterElementPaint', () => {
  const realObserver = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = realObserver;
    jest.useRealTimers();
  });

  it('turns true once the browser reports its own element painted, not another', () => {
    const timing = fakeElementTiming();
    globalThis.PerformanceObserver = timing.FakeObserver as unknown as typeof PerformanceObserver;
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    const identifier = probe.getAttribute('elementtiming')!;
    expect(identifier).toMatch(/^painted-/);

    timing.report('someone-else');
    expect(probe).toHaveTextContent('waiting');
    timing.report(identifier);
    expect(probe).toHaveTextContent('painted');
    expect(timing.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('stops waiting after a second for an element the browser never reports', () => {
    jest.useFakeTimers();
    const timing = fakeElementTiming();
    globalThis.PerformanceObserver = timing.FakeObserver as unknown as typeof PerformanceObserver;
    render(<Probe />);
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('painted');
    expect(timing.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('falls back to a short wait after a frame where Element Timing is missing', () => {
    jest.useFakeTimers();
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting');
    act(() => {
      jest.advanceTimersByTime(16); // the frame
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('painted');
  });
});
