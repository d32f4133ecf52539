// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsFilterBar } from '../../../../src/pages/orderAnalytics/AnalyticsFilterBar';
import { renderInApp } from '../../../support/renderApp';

afterEach(cleanup);

describe("Order Analytics' date range", () => {
  it('shows both ends as every screen writes a day: 01/03/2025 – 10/03/2025', () => {
    renderInApp(
      <AnalyticsFilterBar
        range={{ from: '2025-03-01', to: '2025-03-10' }}
        today="2025-03-10"
        onRange={() => undefined}
        filters={{ platform: '', category: '', sku: '' }}
        onFilters={() => undefined}
        catalogue={undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /^Dates/ }).textContent).toBe('01/03/2025 – 10/03/2025');
  });
});
