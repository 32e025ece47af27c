import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('announces the failure and offers a retry when given one', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <ErrorPanel
        title="Unable to load events"
        description="Please try again later or contact support."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to load eventsPlease try again later or contact support.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorPanel title="Unable to load teachers" description="Later." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
