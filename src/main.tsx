import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorReporting } from './app/errorReporting';
import { BASENAME } from './app/routes';
import { startMonitoring } from './stores/monitoring';

// PocketBase serves index.html for any unknown path; send stray visitors, and the base without its
// slash (outside the service worker's scope), into the app's base.
if (!window.location.pathname.startsWith(BASENAME)) window.location.replace(BASENAME);

installGlobalErrorReporting();
startMonitoring();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
