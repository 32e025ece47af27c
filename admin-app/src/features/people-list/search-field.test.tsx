import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@da-boulder/shared-ui/testing';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('shows the search the address names, and keeps what is being typed', async () => {
    const onSearch = jest.fn();
    const field = (value: string) => (
      <SearchField label="Search messages" value={value} onSearch={onSearch} />
    );
    const { rerender } = renderWithTheme(field('jane'));
    const box = screen.getByRole('searchbox', { name: 'Search messages' });
    expect(box).toHaveValue('jane');

    // A link to the list without a search.
    rerender(field(''));
    expect(box).toHaveValue('');

    // Its own search, trimmed, leaves the space typed after it.
    const user = userEvent.setup();
    await user.type(box, 'sam {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('sam');
    rerender(field('sam'));
    expect(box).toHaveValue('sam ');
  });
});
