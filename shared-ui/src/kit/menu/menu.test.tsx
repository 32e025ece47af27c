import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Menu } from './menu';

describe('Menu', () => {
  it('opens from its trigger and reports the chosen item', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    renderWithTheme(
      <Menu
        label="Actions"
        items={[
          { id: 'edit', label: 'Edit' },
          { id: 'delete', label: 'Delete' },
        ]}
        onAction={onAction}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions' }, { timeout: 5000 }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
