import { Alert, Anchor, Button, Center, Checkbox, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { InsecureContextAlert } from '../../components/InsecureContextAlert';
import type { LoginRedirectState } from '../../app/RequireAuth';
import { APP_NAME } from '../../app/routes';
import { loginAlertKind } from '../../domain/loginAlert';
import { authStore, useAuth } from '../../stores/useAuth';

type Mode = 'signIn' | 'reset';

const ALERT_COLOR = { success: 'green', error: 'red' } as const;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  const { isAuthenticated, loading, error } = useAuth((state) => state);
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const heading = mode === 'signIn' ? 'Sign In' : 'Reset Password';
  // The tab names this page as the top bar names the others: without it the tab kept the title of
  // the screen the visit asked for (the Dashboard's before the redirect here) or was signed out of.
  useDocumentTitle(`${heading} · ${APP_NAME}`);

  const destination = from ? `${from.pathname}${from.search}${from.hash}` : '/';
  if (isAuthenticated && !loading) return <Navigate to={destination} replace />;

  const switchMode = (next: Mode) => {
    authStore.getState().clearError();
    setMode(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const auth = authStore.getState();
    if (mode === 'reset') {
      await auth.resetPassword(email);
      return;
    }
    if (await auth.signIn(email, password, rememberMe)) navigate(destination, { replace: true });
  };

  return (
    // The login page stands outside the app shell: it brings its own main landmark and level-one heading.
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit}>
          <Stack>
            <Title order={1} size="h2" ta="center">
              {heading}
            </Title>
            {mode === 'reset' && (
              <Text c="dimmed" size="sm" ta="center">
                Enter your email to receive a password reset link
              </Text>
            )}
            <InsecureContextAlert />
            {error && (
              <Alert color={ALERT_COLOR[loginAlertKind(error)]} variant="light" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            {mode === 'signIn' && (
              <>
                <PasswordInput
                  label="Password"
                  required
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <Checkbox
                  label="Remember me"
                  checked={rememberMe}
                  onChange={(event) => setRememberMe(event.currentTarget.checked)}
                />
              </>
            )}
            <Button type="submit" loading={loading} fullWidth>
              {mode === 'signIn' ? 'Sign In' : 'Send Reset Link'}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="center"
              onClick={() => switchMode(mode === 'signIn' ? 'reset' : 'signIn')}
            >
              {mode === 'signIn' ? 'Forgot Password?' : 'Back to Sign In'}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
