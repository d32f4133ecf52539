// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrdersPerDayChart } from '../../../src/components/OrdersPerDayChart';
import type { DayFigures } from '../../../src/domain/orders/dayFigures';
import { finishTotals, newTotals } from '../../../src/domain/orders/orderTotals';
import { renderInApp } from '../../support/renderApp';

afterEach(cleanup);

const day = (date: string, orders: number): DayFigures => ({ ...finishTotals(newTotals()), date, orders });

describe('the orders-per-day chart', () => {
  it('is a named figure with its figures in words for a screen reader', () => {
    renderInApp(<OrdersPerDayChart days={[day('2025-01-01', 1200), day('2025-01-02', 0)]} label="Orders per day" />);
    expect(screen.getByRole('figure', { name: 'Orders per day' }).textContent).toContain(
      '1,200 orders from 01/01/2025 to 02/01/2025; 01/01/2025: 1,200, 02/01/2025: 0',
    );
  });
});
