import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_NO_MAIL, PASSWORD_RESET_SENT } from '../../../src/stores/authStore';
import { loginAlertKind } from '../../../src/domain/loginAlert';

describe('login alert style', () => {
  it('is success for the reset confirmation and any text containing "sent"', () => {
    expect(loginAlertKind(PASSWORD_RESET_SENT)).toBe('success');
    expect(loginAlertKind('Link sent to your inbox')).toBe('success');
  });

  it('is error otherwise', () => {
    expect(loginAlertKind('Sign in failed: Failed to authenticate.')).toBe('error');
    expect(loginAlertKind('Password reset failed: Unknown error')).toBe('error');
    expect(loginAlertKind(PASSWORD_RESET_NO_MAIL)).toBe('error');
  });
});
