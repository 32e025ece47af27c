import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSpamTrap } from './spam-trap';

function Form({ onSend }: { onSend: (sent: object) => void }) {
  const { field, stamp } = useSpamTrap();
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(stamp({ name }));
      }}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {field}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSpamTrap', () => {
  it('adds an empty honeypot and the fill time to what a person sends', async () => {
    const onSend = jest.fn();
    const user = userEvent.setup();
    render(<Form onSend={onSend} />);
    await user.type(screen.getByLabelText('Name'), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Dana',
      website: '',
      fillMs: expect.any(Number),
    });
  });

  it('keeps the honeypot out of the keyboard order and away from screen readers', async () => {
    const user = userEvent.setup();
    render(<Form onSend={jest.fn()} />);
    // Accessible queries skip aria-hidden content: people with screen readers never meet it.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('sends what a bot wrote into the honeypot', async () => {
    const onSend = jest.fn();
    const user = userEvent.setup();
    const { container } = render(<Form onSend={onSend} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.type(honeypot, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({ website: 'https://spam.example' }),
    );
  });
});
