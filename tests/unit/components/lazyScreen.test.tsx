// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { lazyScreen } from '../../../src/components/lazyScreen';
import { renderInApp } from '../../support/renderApp';

afterEach(cleanup);

describe('a lazily loaded screen', () => {
  it("whose code failed to load loads again on the crash screen's 'Try Again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <p>Storage screen</p>);
    const Storage = lazyScreen(load);
    renderInApp(
      <ErrorBoundary>
        <Storage />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Oops! Something went wrong')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Storage screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
