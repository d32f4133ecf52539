// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../../src/app/NotFoundPage';
import { renderInApp } from '../../support/renderApp';

afterEach(cleanup);

describe('404 page', () => {
  it('reads as the specification says and goes home', () => {
    renderInApp(
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      '/nowhere',
    );
    expect(screen.getByText('404 - Not Found')).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByText('Home screen')).toBeTruthy();
  });

  it("'Go Back' on a directly opened 404 goes to the dashboard instead of leaving the app", () => {
    renderInApp(
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      '/nowhere',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Home screen')).toBeTruthy();
  });

  it("'Go Back' after a visit inside the app returns to the screen before", () => {
    renderInApp(
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="/products" element={<Link to="/nowhere">Somewhere missing</Link>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      '/products',
    );
    fireEvent.click(screen.getByText('Somewhere missing'));
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Somewhere missing')).toBeTruthy();
  });
});
