import { ASK_AGAIN } from '@da-boulder/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  renderWithProviders,
  sentBody,
  SPAM_TRAP_OF_A_PERSON,
} from '@da-boulder/shared-ui/testing';
import { formAction } from '../../../exposed/form-actions';
import { ContactPageForm } from './contact-page-form';
import { SpeakWithTeacherForm } from './speak-with-teacher-form';

const programsForm = (
  <SpeakWithTeacherForm
    idPrefix="t"
    defaultMessage="I'd like to learn more about Diamond Approach programs."
    submitLabel="Contact Us to Get Started"
    pendingLabel="Submitting..."
  />
);

describe('speak-with-teacher form', () => {
  it('validates on submit, then on each change', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(programsForm, { action: formAction(['speak-with-teacher']) });
    await user.clear(screen.getByLabelText(/Message/));
    await user.type(screen.getByLabelText(/Message/), 'short');
    await user.type(screen.getByLabelText(/Name/), 'A');
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Contact Us to Get Started' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Name/), 'da');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument(),
    );
  });

  it('sends the message, toasts and resets to the default message', async () => {
    const fetchMock = mockApi({ 'POST /api/contact': { status: 201, body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderWithProviders(programsForm, { action: formAction(['speak-with-teacher']) });
    expect(screen.getByLabelText(/Message/)).toHaveValue(
      "I'd like to learn more about Diamond Approach programs.",
    );
    await user.type(screen.getByLabelText(/Name/), 'Dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.selectOptions(screen.getByLabelText(/Area of interest/), 'workshops');
    await user.click(screen.getByRole('button', { name: 'Contact Us to Get Started' }));

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText('A teacher will contact you soon.')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      // Which form it is: the API holds it to that form's rules.
      form: 'speak-with-teacher',
      name: 'Dana',
      email: 'dana@example.org',
      interest: 'workshops',
      message: "I'd like to learn more about Diamond Approach programs.",
      ...SPAM_TRAP_OF_A_PERSON,
    });
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/Area of interest/)).toHaveValue('');
  });

  it('offers the reading (a) interests and leaves an unchosen interest out', async () => {
    const fetchMock = mockApi({ 'POST /api/contact': { status: 201, body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderWithProviders(programsForm, { action: formAction(['speak-with-teacher']) });
    const labels = Array.from(
      (screen.getByLabelText(/Area of interest/) as HTMLSelectElement).options,
    ).map((option) => option.textContent);
    expect(labels.slice(1)).toEqual([
      'General information',
      'Introductory events',
      'Workshops & retreats',
      'Ongoing groups',
      'Private sessions',
    ]);
    await user.type(screen.getByLabelText(/Name/), 'Dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Contact Us to Get Started' }));
    await screen.findByText('Message sent!');
    expect(sentBody(fetchMock)).not.toHaveProperty('interest');
  });

  it('shows the server message in the failure toast', async () => {
    mockApi({ 'POST /api/contact': { status: 503, body: { message: 'Database unavailable' } } });
    const user = userEvent.setup();
    renderWithProviders(programsForm, { action: formAction(['speak-with-teacher']) });
    await user.type(screen.getByLabelText(/Name/), 'Dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Contact Us to Get Started' }));
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Dana');
  });
});

describe('contact page form', () => {
  it('requires an area of interest', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ContactPageForm />, { action: formAction(['contact-page']) });
    await user.type(screen.getByLabelText(/Name/), 'Dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please select an area of interest.')).toBeInTheDocument();
  });

  it('uses its own toasts', async () => {
    mockApi({ 'POST /api/contact': { status: 500, body: { message: 'no' } } });
    const user = userEvent.setup();
    renderWithProviders(<ContactPageForm />, { action: formAction(['contact-page']) });
    await user.type(screen.getByLabelText(/Name/), 'Dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.selectOptions(screen.getByLabelText(/Area of interest/), 'meditation');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText("Your message couldn't be sent. Please try again later."),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'how long to wait when the submissions limit is reached',
      429,
      'Too many submissions from your connection. Please try again in 9 minutes.',
    ],
    ['to press again when it was pressed too soon after the page came', 409, ASK_AGAIN],
  ])('says %s', async (_case, status, message) => {
    mockApi({ 'POST /api/contact': { status, body: { message } } });
    const user = userEvent.setup();
    renderWithProviders(<ContactPageForm />, { action: formAction(['contact-page']) });
    await user.type(screen.getByLabelText(/Name/), 'Dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.selectOptions(screen.getByLabelText(/Area of interest/), 'meditation');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
