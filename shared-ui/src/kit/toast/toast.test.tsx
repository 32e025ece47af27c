import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { toast, useToastStore, TOAST_DURATION_MS } from './toast-store';
import { Toaster } from './toaster';

// jsdom has no PointerEvent; a MouseEvent carries the clientX the swipe reads.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent });
}

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time, the newest', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Details' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('removes a toast after 5000 ms', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

  /** A button the focus comes from, and a "Deleted" toast with Undo: the button. */
  const deletedWithUndo = () => {
    renderWithTheme(
      <>
        <button type="button">Before</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: 'Deleted', action: { label: 'Undo', onPress: () => {} } });
    });
    return screen.getByRole<HTMLButtonElement>('button', { name: 'Before' });
  };

  it('keeps a toast while the focus or a pointer is on it, and gives it the rest of its time after', () => {
    renderWithTheme(<Toaster />);
    const undo = jest.fn();
    act(() => {
      toast({ title: 'Deleted', action: { label: 'Undo', onPress: undo } });
    });
    wait(1000);
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    wait(TOAST_DURATION_MS * 3);
    // Moving within it holds it still.
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    wait(TOAST_DURATION_MS);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    fireEvent.pointerEnter(screen.getByTestId('toast'));
    wait(TOAST_DURATION_MS * 3);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByTestId('toast'));
    wait(TOAST_DURATION_MS - 1000 - 1);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    expect(undo).not.toHaveBeenCalled();
  });

  it('gives the focus back to where it was when a toast goes from under it, and holds no later toast', () => {
    renderWithTheme(
      <>
        <button type="button">Add New Event</button>
        <Toaster />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Add New Event' });
    const undo = jest.fn();
    const deleted = () => toast({ title: 'Deleted', action: { label: 'Undo', onPress: undo } });
    act(() => {
      deleted();
    });
    act(() => before.focus());
    fireEvent.keyDown(window, { key: 'F8' });
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    expect(before).toHaveFocus();

    // A newer toast replacing the one with the focus: the focus goes back, and the new one goes
    // in its time.
    act(() => {
      deleted();
    });
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    act(() => {
      toast({ title: 'Could not restore', variant: 'destructive' });
    });
    expect(before).toHaveFocus();
    wait(TOAST_DURATION_MS);
    expect(screen.queryByText('Could not restore')).not.toBeInTheDocument();
  });

  it('adds toasts to live regions there before them, errors to the assertive one', () => {
    renderWithTheme(<Toaster />);
    // A region added with its text already in it is often not read: they wait, empty.
    const status = screen.getByTestId('toasts-polite');
    const alert = screen.getByTestId('toasts-assertive');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(status).toBeEmptyDOMElement();
    expect(alert).toBeEmptyDOMElement();
    act(() => {
      toast({ title: 'Message sent' });
    });
    expect(status).toHaveTextContent('Message sent');
    act(() => {
      toast({ title: 'Login failed', variant: 'destructive' });
    });
    expect(alert).toHaveTextContent('Login failed');
    expect(status).toBeEmptyDOMElement();
  });

  it('moves focus to the notification region on F8, to the toast shown if there is one', () => {
    renderWithTheme(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();

    act(() => {
      toast({ title: 'Deleted', action: { label: 'Undo', onPress: () => {} } });
    });
    wait(TOAST_DURATION_MS - 300);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByTestId('toast')).toHaveFocus();
    // Its clock stopped: its Undo is a Tab away.
    wait(TOAST_DURATION_MS);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
  });

  it('holds a focused toast while the window is away, and returns the focus to where it came from', () => {
    const before = deletedWithUndo();
    act(() => before.focus());
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    // Another window takes the focus, then gives it back: no relatedTarget either way.
    fireEvent.focusOut(undo, { relatedTarget: null });
    wait(TOAST_DURATION_MS * 2);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    fireEvent.focusIn(undo, { relatedTarget: null });
    fireEvent.click(undo);
    expect(before).toHaveFocus();
  });

  it('says how to reach its button, and goes on Escape with the focus back where it came from', () => {
    const before = deletedWithUndo();
    expect(screen.getByTestId('toasts-polite')).toHaveTextContent('Press F8 to reach Undo.');
    act(() => before.focus());
    fireEvent.keyDown(window, { key: 'F8' });
    fireEvent.keyDown(screen.getByTestId('toast'), { key: 'Escape' });
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it('leaves the focus on the region when where it came from can no longer take it', () => {
    const before = deletedWithUndo();
    act(() => before.focus());
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    before.disabled = true;
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('dismisses on a swipe right past 50 px, not on a shorter one', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByTestId('toast');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });
});
