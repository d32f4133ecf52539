// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '../../../src/app/TopBar';
import { renderInApp } from '../../support/renderApp';

afterEach(cleanup);

describe('the top bar', () => {
  it('titles the page and the browser tab after the screen', () => {
    renderInApp(<TopBar drawerOpened onToggleDrawer={() => undefined} />, '/categories/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Categories & Inventory');
    expect(document.title).toBe('Categories & Inventory · Flipkart Amazon Tools');
  });

  it('titles an unknown path Label Merger, in the tab too', () => {
    renderInApp(<TopBar drawerOpened onToggleDrawer={() => undefined} />, '/no-such-screen/');
    expect(document.title).toBe('Label Merger · Flipkart Amazon Tools');
  });
});
