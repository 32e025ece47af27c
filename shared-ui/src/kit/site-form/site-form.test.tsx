import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { ApiError } from '../../http/api-fetch';
import { formTimeFields } from './form-times.mjs';
import { FormStateContext, useSiteForm, type FormState } from './site-form';

function Form({
  onSend,
  answer,
}: {
  onSend: (sent: object) => void;
  /** What the API answers the send with, when it refuses it. */
  answer?: ApiError;
}) {
  const { formId, fields, posted, failure, askedAgain } = useSiteForm('contact-page');
  const [name, setName] = useState(posted?.values.name ?? '');
  return (
    <form
      method="post"
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        // What the scripts send: the form's own fields, as the browser would post them.
        const { form: _form, ...sent } = Object.fromEntries(new FormData(event.currentTarget));
        onSend(sent);
        if (answer) askedAgain(answer);
      }}
    >
      <label>
        Name
        <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {posted?.errors.name ? <p role="alert">{posted.errors.name}</p> : null}
      {failure ? <p role="alert">{failure.serverMessage}</p> : null}
      {fields}
      <button type="submit">Send</button>
    </form>
  );
}

const inPage = (state: FormState, onSend: (sent: object) => void) => (
  <FormStateContext.Provider value={state}>
    <Form onSend={onSend} />
  </FormStateContext.Provider>
);

afterEach(() => {
  for (const field of document.querySelectorAll('input[name="formIssuedAt"]')) field.remove();
});

describe('useSiteForm', () => {
  it('names the form, and adds an empty honeypot and the page’s signed time to what a person sends', async () => {
    // The end of a page the shell sent: the time fields, which name their forms.
    document.body.insertAdjacentHTML('beforeend', formTimeFields('1700000000000.signature'));
    const onSend = jest.fn();
    const user = userEvent.setup();
    const { container } = render(<Form onSend={onSend} />);
    expect(container.querySelector('input[name="form"]')).toHaveValue('contact-page');
    // Sent without scripts, the form's own time field goes with it.
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('formIssuedAt')).toBe('1700000000000.signature');
    await user.type(screen.getByLabelText('Name'), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Dana',
      website: '',
      formIssuedAt: '1700000000000.signature',
    });
  });

  it('takes the time the API gives with a request to press again, for the next press', async () => {
    document.body.insertAdjacentHTML('beforeend', formTimeFields('1700000000000.signature'));
    const onSend = jest.fn();
    const user = userEvent.setup();
    const answer = new ApiError(
      409,
      '409: asked again',
      JSON.stringify({ message: 'Press again', formIssuedAt: '1700000005000.again' }),
    );
    render(<Form onSend={onSend} answer={answer} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend.mock.calls.map(([sent]) => sent.formIssuedAt)).toEqual([
      '1700000000000.signature',
      '1700000005000.again',
    ]);
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

  it('keeps what was sent and its errors from the server through hydration', async () => {
    const state: FormState = {
      posted: {
        form: 'contact-page',
        values: { name: 'D' },
        errors: { name: 'Name must be at least 2 characters.' },
      },
    };
    const html = renderToString(inPage(state, jest.fn()));
    expect(html).toContain('Name must be at least 2 characters.');
    expect(html).toContain('value="D"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onSend = jest.fn();
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, inPage(state, onSend));
    });
    // Hydrated with the same markup: React found nothing to complain about.
    expect(errors).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'D', website: '' });
    container.remove();
  });

  it('gives a refusal of the whole form as the error the scripts would have had', () => {
    const body = JSON.stringify({ message: 'Too many messages' });
    const html = renderToString(
      inPage(
        { posted: { form: 'contact-page', values: {}, errors: {}, answer: { status: 429, body } } },
        jest.fn(),
      ),
    );
    expect(html).toContain('<p role="alert">Too many messages</p>');
  });

  it('starts afresh when rendered by the browser, and ignores another form’s post', () => {
    render(
      inPage(
        { posted: { form: 'contact-page', values: { name: 'X' }, errors: { name: 'Bad' } } },
        jest.fn(),
      ),
    );
    render(
      inPage(
        { posted: { form: 'other', values: { name: 'X' }, errors: { name: 'Bad' } } },
        jest.fn(),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
