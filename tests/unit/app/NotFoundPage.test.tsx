// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
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
});
