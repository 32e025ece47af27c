import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRevalidator } from 'react-router-dom';
import { ApiError } from '@da-boulder/shared-ui';
import { renderRoutes } from '@da-boulder/shared-ui/testing';
import { useRead, type RouteData } from './use-read';

const KEY = '/api/cms/teachers';

/** What useRead gives a page for KEY, in words, and a way to run the loader again. */
function Probe() {
  const { data, error, isLoading } = useRead<{ name: string }>(KEY);
  const { revalidate } = useRevalidator();
  const state = isLoading
    ? 'loading'
    : error
      ? `error ${error instanceof ApiError ? error.status : String(error)}`
      : `data ${data?.name}`;
  return (
    <>
      <p data-testid="read">{state}</p>
      <button type="button" onClick={revalidate}>
        Again
      </button>
    </>
  );
}

/** The probe on a route whose loader answers each time with the next of `answers`. */
function renderProbe(...answers: RouteData['reads'][]) {
  let call = 0;
  const loader = jest.fn(() => ({ reads: answers[call++] }));
  renderRoutes([{ path: '/', loader, element: <Probe /> }]);
  return loader;
}

const read = () => screen.getByTestId('read');

/** A promise and the means to settle it. */
function later() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useRead', () => {
  it('gives a read that came with the page at once', async () => {
    renderProbe({ [KEY]: { name: 'Miriam' } });
    expect(await screen.findByText('data Miriam')).toBeInTheDocument();
  });

  it('gives an ApiError for a read the server’s loader left out, so the page shows its failure', async () => {
    renderProbe({ '/api/other': {} });
    expect(await screen.findByTestId('read')).toHaveTextContent('error 503');
  });

  it('is loading while a read is on its way, then gives its data or its error', async () => {
    const first = later();
    const second = later();
    const loader = renderProbe({ [KEY]: first.promise }, { [KEY]: second.promise });
    expect(await screen.findByText('loading')).toBeInTheDocument();
    await act(async () => first.resolve({ name: 'Miriam' }));
    expect(read()).toHaveTextContent('data Miriam');

    // Asked again, the page keeps what it showed until the new answer.
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(read()).toHaveTextContent('data Miriam');
    await act(async () => second.reject(new ApiError(500, '500: boom', 'boom')));
    expect(read()).toHaveTextContent('error 500');
  });
});
