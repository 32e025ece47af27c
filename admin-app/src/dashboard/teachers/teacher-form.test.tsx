import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teacherType, type Teacher } from '@da-boulder/contracts';
import { makeTeacher } from '@da-boulder/contracts/factories';
import { mockApi, renderWithTheme, requestsTo, sentBody } from '@da-boulder/shared-ui/testing';
import { ContentForm } from '../../features/crud/content-form';

const teacher = makeTeacher({
  id: 't1',
  name: 'Margaret Ellison',
  email: 'margaret@example.org',
  bio: 'Margaret has taught in Boulder since 2009.',
  location: 'Boulder, Colorado',
});

function renderForm(item?: Teacher) {
  const save = jest.fn(async (write: () => Promise<unknown>) => {
    await write();
  });
  renderWithTheme(<ContentForm type={teacherType} item={item} save={save} cancel={jest.fn()} />);
  return save;
}

/** The message shown at a field, read the way a screen reader reaches it. */
const messageAt = (label: RegExp) => screen.getByLabelText(label).getAttribute('aria-describedby');

beforeAll(() => {
  // jsdom has no object URLs; the form previews the chosen photo through one.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
/** The uploads sent: a new teacher and Margaret's update. */
let api: jest.Mock;
beforeEach(() => {
  api = mockApi({
    'POST /api/cms/teachers': { body: {} },
    'PUT /api/cms/teachers/t1': { body: {} },
  });
});
const sent = (method: 'POST' | 'PUT') =>
  requestsTo(api, method === 'POST' ? '/api/cms/teachers' : '/api/cms/teachers/t1', method);

describe('TeacherForm', () => {
  it('submitted empty, shows a message at every required field and sends nothing', async () => {
    const user = userEvent.setup();
    const save = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Teacher' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Title is required',
      'Location is required',
      'Photo is required',
      'Professional Bio is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(messageAt(/^Photo/)!)).toHaveTextContent('Photo is required');
    // The first field with a message takes the focus.
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();

    // Messages follow the fields as they are mended.
    await user.type(screen.getByLabelText(/^Name/), 'Lena Hoffmann');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends a complete new teacher, with the photo', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Lena Hoffmann');
    await user.type(screen.getByLabelText(/^Email/), 'lena@example.org');
    await user.type(screen.getByLabelText(/^Title/), 'Teacher');
    await user.type(screen.getByLabelText(/^Location/), 'Fort Collins');
    await user.type(screen.getByLabelText(/^Professional Bio/), 'Lena teaches workshops.');
    const photo = new File(['png'], 'lena.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Photo/), photo);
    await user.click(screen.getByRole('button', { name: 'Create Teacher' }));
    expect(sent('POST')).toHaveLength(1);
    const form = sentBody(api) as FormData;
    expect(form.get('name')).toBe('Lena Hoffmann');
    expect(form.get('image')).toBe(photo);
  });

  it('on edit, keeps the photo and asks only for the name', async () => {
    const user = userEvent.setup();
    renderForm(teacher);
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Photo is required')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Name/), 'Margaret Ellison');
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));
    expect(sent('PUT')).toHaveLength(1);
  });
});
