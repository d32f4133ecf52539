// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WaitingUploads } from '../../../../src/pages/storage/WaitingUploads';
import { storedFile } from '../../db/fixtures';
import { renderInApp } from '../../../support/renderApp';

afterEach(cleanup);

describe('waiting uploads', () => {
  it('says the server is storing a file once every byte is sent, instead of a still 100 %', () => {
    const sending = storedFile({ id: 'sending1234567a', name: 'labels-2026-11-27.pdf', size: 5_000_000 });
    const sent = storedFile({ id: 'sentsentsent12a', name: 'returns.pdf', size: 5_000_000 });
    const progress = new Map([
      [sending.id, { recordId: sending.id, loaded: 2_500_000, total: 5_000_000, attempt: 1 }],
      [sent.id, { recordId: sent.id, loaded: 5_000_000, total: 5_000_000, attempt: 1 }],
    ]);
    renderInApp(<WaitingUploads files={[sending, sent]} progress={progress} refused={new Map()} onRemove={() => {}} />);
    expect(screen.getByText(/labels-2026-11-27\.pdf/).textContent).toMatch(/uploading 50%$/);
    expect(screen.getByText(/returns\.pdf/).textContent).toMatch(/Storing on the server\.\.\.$/);
    expect(screen.queryByText(/uploading 100%/)).toBeNull();
  });
});
