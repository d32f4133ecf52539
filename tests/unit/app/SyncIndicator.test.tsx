// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncIndicator } from '../../../src/app/SyncIndicator';
import { syncEngine } from '../../../src/stores/useSync';
import { SERVER_NOT_REACHED_PROPERLY, SERVICE_UNAVAILABLE } from '../../../src/sync/syncErrors';
import { renderInApp } from '../../support/renderApp';

afterEach(() => {
  cleanup();
  syncEngine.status.setState({ online: true, syncing: false, error: null, pending: 0 });
});

describe('the sync status in the top bar', () => {
  it.each([SERVER_NOT_REACHED_PROPERLY, SERVICE_UNAVAILABLE])(
    'says the server was not reached while changes wait (%s)',
    (error) => {
      syncEngine.status.setState({ online: true, syncing: false, error, pending: 6 });
      renderInApp(<SyncIndicator />, '/');
      expect(screen.getByText('Server not reached')).toBeTruthy();
      expect(screen.getByText('6 pending')).toBeTruthy();
      expect(screen.queryByText(/^Synced/)).toBeNull();
    },
  );

  it('groups the pending count the Indian way', () => {
    syncEngine.status.setState({ online: true, syncing: false, error: null, pending: 1200 });
    renderInApp(<SyncIndicator />, '/');
    expect(screen.getByText('1,200 pending')).toBeTruthy();
  });

  it('says synced after a good sync', () => {
    syncEngine.status.setState({ online: true, syncing: false, error: null });
    renderInApp(<SyncIndicator />, '/');
    expect(screen.getByText(/^Synced/)).toBeTruthy();
  });
});
