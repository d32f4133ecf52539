// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { renderInApp } from '../../support/renderApp';

afterEach(cleanup);

let broken = true;
function Fragile() {
  if (broken) throw new Error('label reader exploded');
  return <p>Recovered screen</p>;
}

describe('crash screen', () => {
  it('shows the error, an error id, Try Again and Reload Page; Try Again clears the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    broken = true;
    renderInApp(
      <ErrorBoundary onError={onError}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Oops! Something went wrong')).toBeTruthy();
    expect(screen.getByText('label reader exploded')).toBeTruthy();
    const errorId = screen.getByText(/^err-[a-z0-9]{15}$/).textContent;
    expect(onError).toHaveBeenCalledWith(expect.any(Error), errorId, expect.anything());
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered screen')).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
  });
});
