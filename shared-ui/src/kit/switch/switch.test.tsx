import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Switch } from './switch';

function Harness() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch isSelected={on} onChange={setOn}>
        Sort alphabetically
      </Switch>
      <p>{on ? 'By name' : 'By id'}</p>
    </>
  );
}

describe('Switch', () => {
  it('toggles by click and by Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const toggle = await screen.findByRole('switch', { name: 'Sort alphabetically' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByText('By name')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('By id')).toBeInTheDocument();
  });
});

describe('Switch before the first paint', () => {
  it('shows the inert look-alike and loads the real switch only after the page has painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      renderWithTheme(<Harness />);
      expect(screen.getByText('Sort alphabetically')).toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      // The painted frame arrives: the real switch follows.
      act(() => frames.forEach((callback) => callback(0)));
      expect(await screen.findByRole('switch', { name: 'Sort alphabetically' })).toBeEnabled();
    } finally {
      requestFrame.mockRestore();
    }
  });
});
