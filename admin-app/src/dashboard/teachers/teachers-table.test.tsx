import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teacherType, type Teacher } from '@da-boulder/contracts';
import { ContentTypeTable } from '../../features/content-table/content-type-table';
import { renderWithTheme } from '@da-boulder/shared-ui/testing';

const teacher = (overrides: Partial<Teacher>): Teacher => ({
  id: 't1',
  name: 'Margaret Ellison',
  email: 'margaret@example.org',
  title: 'Ridhwan Teacher',
  bio: '',
  personalDescription: '',
  location: 'Boulder',
  imagePath: '',
  imageUrl: '',
  websiteUrl: '',
  ...overrides,
});

describe("The teachers table: teacherType's columns", () => {
  it('shows each photo ("No photo" without one), then the text columns', () => {
    renderWithTheme(
      <ContentTypeTable
        type={teacherType}
        items={[
          teacher({ id: 't1', imageUrl: '/api/uploads/abc' }),
          teacher({ id: 't2', name: 'Lena Hoffmann', title: '', email: '' }),
        ]}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Photo',
      'Name',
      'Title',
      'Email',
      'Location',
      'Actions',
    ]);
    const margaret = within(screen.getByRole('row', { name: /Margaret Ellison/ }));
    expect(margaret.getByRole('img', { name: 'Margaret Ellison' })).toHaveAttribute(
      'src',
      '/api/uploads/abc',
    );
    expect(margaret.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      'Margaret Ellison',
      'Ridhwan Teacher',
      'margaret@example.org',
      'Boulder',
      '',
    ]);
    const lena = within(screen.getByRole('row', { name: /Lena Hoffmann/ }));
    expect(lena.getByRole('img', { name: 'Lena Hoffmann: No photo' })).toBeInTheDocument();
  });

  it('names the row buttons after the teacher', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderWithTheme(
      <ContentTypeTable
        type={teacherType}
        items={[teacher({})]}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Margaret Ellison' }));
    await user.click(screen.getByRole('button', { name: 'Delete Margaret Ellison' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
  });
});
