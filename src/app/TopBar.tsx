import { ActionIcon, Burger, Button, Group, Title, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { authStore, useAuth } from '../stores/useAuth';
import { APP_NAME, pageTitle } from './routes';
import { SyncIndicator } from './SyncIndicator';
import { useSmallScreen } from './useSmallScreen';

interface TopBarProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ drawerOpened, onToggleDrawer }: TopBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light');
  const isDark = colorScheme === 'dark';
  const isSmallScreen = useSmallScreen();
  const title = pageTitle(pathname);
  useDocumentTitle(`${title} · ${APP_NAME}`);

  // The login page at once: the session ends before the server is asked to end its token.
  const logout = async () => {
    const signingOut = authStore.getState().signOut();
    navigate('/login', { replace: true });
    await signingOut;
  };

  return (
    <Group h="100%" px={isSmallScreen ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={drawerOpened} onClick={onToggleDrawer} size="sm" aria-label="Toggle menu" />
        {/* A phone's title takes two short lines rather than squeeze the sync state to a letter. */}
        <Title
          order={1}
          size={isSmallScreen ? 'h5' : 'h3'}
          lineClamp={isSmallScreen ? 2 : 1}
          lh={isSmallScreen ? 1.15 : undefined}
        >
          {title}
        </Title>
      </Group>
      <Group gap={isSmallScreen ? 4 : 'xs'} wrap="nowrap" style={{ flexShrink: 0 }}>
        {isAuthenticated && <SyncIndicator />}
        <Tooltip label={isDark ? 'Light mode' : 'Dark mode'}>
          <ActionIcon
            variant="default"
            size={isSmallScreen ? 'md' : 'lg'}
            aria-label="Toggle dark mode"
            aria-pressed={isDark}
            onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
          >
            {isDark ? <IconSun size={18} /> : <IconMoon size={18} />}
          </ActionIcon>
        </Tooltip>
        {isAuthenticated && isSmallScreen && (
          <ActionIcon variant="subtle" size="md" aria-label="Logout" onClick={logout}>
            <IconLogout size={18} />
          </ActionIcon>
        )}
        {isAuthenticated && !isSmallScreen && (
          <Button variant="subtle" leftSection={<IconLogout size={16} />} onClick={logout}>
            Logout
          </Button>
        )}
      </Group>
    </Group>
  );
}
