// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayFilters } from '../../../../src/pages/activeOrders/DayFilters';
import { renderInApp } from '../../../support/renderApp';

afterEach(cleanup);

describe("Active Orders' day picker", () => {
  it('shows the picked day as every screen writes a day, 02/01/2025', () => {
    renderInApp(
      <DayFilters
        date="2025-01-02"
        today="2025-01-03"
        filter={{ platform: '', batchId: '' }}
        batches={[]}
        onDate={() => undefined}
        onFilter={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Day' }).textContent).toBe('02/01/2025');
  });
});
