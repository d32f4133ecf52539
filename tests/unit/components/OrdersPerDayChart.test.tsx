// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersPerDayChart } from '../../../src/components/OrdersPerDayChart';
import type { DayFigures } from '../../../src/domain/orders/dayFigures';
import { finishTotals, newTotals } from '../../../src/domain/orders/orderTotals';
import { renderInApp } from '../../support/renderApp';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const day = (date: string, orders: number): DayFigures => ({ ...finishTotals(newTotals()), date, orders });

/**
 * jsdom lays nothing out: the chart draws its axes only in a box with a size, and writes a tick's
 * label only when the label it measured fits beside the next.
 */
function layOutCharts() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const chart = this.classList.contains('recharts-responsive-container');
    return DOMRect.fromRect(chart ? { width: 600, height: 240 } : { width: 30, height: 12 });
  });
}

const ticks = (axis: 'xAxis' | 'yAxis') =>
  [...document.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map(
    (tick) => tick.textContent,
  );

describe('the orders-per-day chart', () => {
  it('is a named figure with its figures in words for a screen reader', () => {
    renderInApp(<OrdersPerDayChart days={[day('2025-01-01', 1200), day('2025-01-02', 0)]} label="Orders per day" />);
    expect(screen.getByRole('figure', { name: 'Orders per day' }).textContent).toContain(
      '1,200 orders from 01/01/2025 to 02/01/2025; 01/01/2025: 1,200, 02/01/2025: 0',
    );
  });

  it('names its days dd/mm and its counts with Indian grouping on the axes', async () => {
    layOutCharts();
    renderInApp(
      <OrdersPerDayChart
        days={[day('2025-03-05', 0), day('2025-03-06', 150000), day('2025-03-07', 200000)]}
        label="Orders per day"
      />,
    );
    // The axes write their labels a render after the chart is laid out.
    await waitFor(() => expect(ticks('xAxis')).toEqual(['05/03', '06/03', '07/03']));
    expect(ticks('yAxis')).toEqual(['0', '50,000', '1,00,000', '1,50,000', '2,00,000']);
  });

  it('names the day under the pointer in full in its tooltip', async () => {
    layOutCharts();
    renderInApp(<OrdersPerDayChart days={[day('2025-03-05', 0), day('2025-03-06', 1200)]} label="Orders per day" />);
    await waitFor(() => expect(ticks('xAxis')).toHaveLength(2));
    fireEvent.mouseMove(document.querySelector('.recharts-wrapper') as Element, { clientX: 590, clientY: 100 });
    await waitFor(() => expect(document.querySelector('.mantine-ChartTooltip-tooltipLabel')?.textContent).toBe('06/03/2025'));
    expect(document.querySelector('.mantine-ChartTooltip-tooltipBody')?.textContent).toContain('1,200');
  });
});
