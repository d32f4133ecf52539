// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HealthPage } from '../../../../src/pages/health/HealthPage';
import { renderInApp } from '../../../support/renderApp';

// vite's `define` makes the build's version; vitest has no define for it.
beforeEach(() => {
  vi.stubGlobal('__APP_VERSION__', '0.0.0-test');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Health screen', () => {
  it('shows every check with its status and since when; the server unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderInApp(<HealthPage />, '/health/');
    const server = await screen.findByRole('row', { name: /Server reachable/ });
    expect(server.textContent).toContain('Failing');
    expect(server.textContent).toContain('The server does not answer.');
    for (const label of ['Signed-in session', 'Local database writable', 'Changes waiting to be sent', 'Last successful sync']) {
      expect(screen.getByRole('row', { name: new RegExp(label) }).textContent).toMatch(/OK|Warning|Failing/);
    }
  });

  it('says whether the page is in a secure context', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })));
    vi.stubGlobal('isSecureContext', false);
    renderInApp(<HealthPage />, '/health/');
    const row = await screen.findByRole('row', { name: /Secure connection \(https\)/ });
    expect(row.textContent).toContain('Failing');
    expect(row.textContent).toContain('opened over plain http');
  });

  it('renders the JSON document for ?format=json', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })));
    renderInApp(<HealthPage />, '/health/?format=json');
    await vi.waitFor(() => expect(screen.getByTestId('health-json').textContent).toContain('"server"'));
    const document = JSON.parse(screen.getByTestId('health-json').textContent ?? '') as {
      checks: Record<string, { status: string }>;
    };
    expect(document.checks.server?.status).toBe('ok');
    expect(document.checks.database?.status).toBe('ok');
  });
});
