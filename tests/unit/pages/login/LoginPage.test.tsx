// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../../../../src/pages/login/LoginPage';
import { renderInApp } from '../../../support/renderApp';

afterEach(cleanup);

describe('login page', () => {
  it('has the sign-in fields of the specification', () => {
    renderInApp(<LoginPage />, '/login');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).type).toBe('email');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Toggle password visibility' }));
    expect(password.type).toBe('text');
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('switches to reset mode and back, the tab titled as the heading', () => {
    document.title = 'Dashboard · Flipkart Amazon Tools';
    renderInApp(<LoginPage />, '/login');
    expect(document.title).toBe('Sign In · Flipkart Amazon Tools');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByText('Reset Password')).toBeTruthy();
    expect(document.title).toBe('Reset Password · Flipkart Amazon Tools');
    expect(screen.getByText('Enter your email to receive a password reset link')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(document.title).toBe('Sign In · Flipkart Amazon Tools');
  });
});
