// Entry point: take the start-up query, start the session, render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App.tsx';
import { i18n } from './i18n/i18n.ts';
import { captureInstallPrompt } from './pwa/install-prompt-capture.ts';
import { startSession } from './session/start-session.ts';
import { takeStartupQuery } from './session/startup-query.ts';
import './styles/index.css';

captureInstallPrompt();
const startup = takeStartupQuery();
const sessionStarting = startSession(startup);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App startup={startup} sessionStarting={sessionStarting} />
    </I18nextProvider>
  </StrictMode>,
);
