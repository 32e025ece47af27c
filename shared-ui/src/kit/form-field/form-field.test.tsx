import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { serverRendered } from '../../testing/server-rendered';
import { Checkbox, Input, Select, Textarea } from './form-field';

describe('form fields', () => {
  it('wire label, description and error to the control', () => {
    renderWithTheme(
      <Input
        label="Email"
        description="We never share it."
        error="Please enter a valid email address."
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We never share it. Please enter a valid email address.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('are valid and undescribed without an error', () => {
    renderWithTheme(<Textarea label="Message" />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('label selects and checkboxes too', () => {
    renderWithTheme(
      <>
        <Select label="Interest" required>
          <option value="general">General information</option>
        </Select>
        <Checkbox label="I am in a Diamond Heart group" />
      </>,
    );
    expect(screen.getByLabelText(/Interest/)).toBeRequired();
    expect(
      screen.getByRole('checkbox', { name: 'I am in a Diamond Heart group' }),
    ).not.toBeChecked();
  });

  it('keep what was typed into a rendered textarea before hydration, and an input’s too', async () => {
    const { container, hydrate } = serverRendered(
      <form>
        <Input label="Name" name="name" defaultValue="" />
        <Textarea label="Message" name="message" defaultValue="I'd like to learn more." />
      </form>,
    );
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    const message = container.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!;
    name.value = 'Anna';
    message.value = 'Typed while the scripts were still on their way.';
    await hydrate();
    expect(name.value).toBe('Anna');
    expect(message.value).toBe('Typed while the scripts were still on their way.');
  });
});
