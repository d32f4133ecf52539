import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { authStore } from '../stores/useAuth';
import { syncEngine } from '../stores/useSync';
import { accessibleColors } from './accessibleColors';
import { AppRoutes } from './AppRoutes';
import { ReportingErrorBoundary } from './ReportingErrorBoundary';
import { BASENAME } from './routes';
import { colorSchemeManager, theme } from './theme';
import { UpdatePrompt } from './UpdatePrompt';

export function App() {
  useEffect(() => {
    void authStore.getState().initialize();
    syncEngine.start();
    return () => void syncEngine.stop();
  }, []);

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={accessibleColors}
    >
      {/* At the top: the bottom right is where the product drawer and dialogs keep their Save buttons. */}
      <Notifications position="top-center" />
      <BrowserRouter basename={BASENAME}>
        <ReportingErrorBoundary>
          <AppRoutes />
        </ReportingErrorBoundary>
      </BrowserRouter>
      <UpdatePrompt />
    </MantineProvider>
  );
}
