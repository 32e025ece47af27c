import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@da-boulder/shared-ui';
import { renderFrame } from '../../testing/render-frame';
import { HASH_SCROLL_DELAY_MS, HEADER_HEIGHT_FALLBACK_PX } from './scroll-manager';

function Home() {
  return (
    <>
      <section id="about">About</section>
      <section id="events-programs">Events</section>
    </>
  );
}

describe('scroll manager', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    useAuthStore.setState({ user: null, verified: false });
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls to the top after navigating to a page, never on the page as opened', async () => {
    renderFrame('/about');
    // Scrolled before the scripts ran, or restored on a reload: the visitor's place stays.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('link', { name: 'Contact' })[0]);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place of a page whose control changed its address in place', async () => {
    function YearTabs() {
      const [, setSearchParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setSearchParams({ year: '2024' }, { replace: true })}>
          2024
        </button>
      );
    }
    renderFrame('/newsletter', <YearTabs />);
    await userEvent.click(screen.getByRole('button', { name: '2024' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/newsletter?year=2024');
    expect(scrollTo).not.toHaveBeenCalled();
    // A link to another page still starts at its top.
    await userEvent.click(screen.getAllByRole('link', { name: 'Contact' })[0]);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls a hash target below the header after 100 ms, also when already on home', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFrame('/', <Home />);
    const about = document.getElementById('about')!;
    about.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    scrollTo.mockClear();

    await user.click(screen.getAllByRole('link', { name: 'About' })[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/#about');
    act(() => {
      jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    // jsdom has no layout, so the header measures 0 and the 80 px fallback applies.
    expect(scrollTo).toHaveBeenCalledWith({
      top: 500 - HEADER_HEIGHT_FALLBACK_PX,
      behavior: 'smooth',
    });

    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: 'About' })[0]);
    act(() => {
      jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
