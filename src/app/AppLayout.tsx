import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PdfViewerHost } from '../components/pdfViewer/PdfViewerHost';
import { recordEvent } from '../stores/analytics';
import { FirstSyncProgress } from './FirstSyncProgress';
import { ReportingErrorBoundary } from './ReportingErrorBoundary';
import { SideDrawer } from './SideDrawer';
import { TopBar } from './TopBar';
import { useSmallScreen } from './useSmallScreen';

/** Drawer widths of docs/SPEC.md §9: 250, or 240 on small screens. */
const DRAWER_WIDTH = { base: 240, sm: 250 };
/** Below its breakpoint Mantine opens the navbar at full width; the specification wants 240 there. */
const SMALL_SCREEN_DRAWER_STYLE = { width: DRAWER_WIDTH.base };

export function AppLayout() {
  const { pathname } = useLocation();
  useEffect(() => recordEvent('screen_view', { screen: pathname }), [pathname]);
  const isSmallScreen = useSmallScreen();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const drawerOpened = isSmallScreen ? mobileOpened : desktopOpened;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: DRAWER_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar drawerOpened={drawerOpened} onToggleDrawer={isSmallScreen ? mobile.toggle : desktop.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main menu" style={isSmallScreen ? SMALL_SCREEN_DRAWER_STYLE : undefined}>
        <SideDrawer onNavigate={isSmallScreen ? mobile.close : undefined} />
      </AppShell.Navbar>
      <AppShell.Main>
        <FirstSyncProgress />
        {/* Keyed by path: a crashed screen stays contained, and choosing another screen leaves the crash. */}
        <ReportingErrorBoundary key={pathname}>
          <Outlet />
        </ReportingErrorBoundary>
      </AppShell.Main>
      <PdfViewerHost />
    </AppShell>
  );
}
