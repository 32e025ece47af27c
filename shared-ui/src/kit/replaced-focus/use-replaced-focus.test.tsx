import { act, render, screen } from '@testing-library/react';
import { useReplacedFocus } from './use-replaced-focus';

/** A button that gives way to a heading once `done`. */
function Outcome({ done }: { done: boolean }) {
  const { target, within } = useReplacedFocus<HTMLHeadingElement>(done);
  return (
    <div {...within}>
      {done ? (
        <h2 ref={target} tabIndex={-1}>
          Sent
        </h2>
      ) : (
        <button type="button">Send</button>
      )}
    </div>
  );
}

describe('useReplacedFocus', () => {
  it('moves focus to the outcome when the control focused gave way to it', () => {
    const { rerender } = render(<Outcome done={false} />);
    act(() => screen.getByRole('button', { name: 'Send' }).focus());
    rerender(<Outcome done />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sent' }));
  });

  it('leaves focus alone when the visitor moved it away first (a press on plain text)', async () => {
    const { rerender } = render(<Outcome done={false} />);
    const send = screen.getByRole('button', { name: 'Send' });
    act(() => send.focus());
    act(() => send.blur());
    await act(() => Promise.resolve());
    rerender(<Outcome done />);
    expect(document.activeElement).toBe(document.body);
  });
});
