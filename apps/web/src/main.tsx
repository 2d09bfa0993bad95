import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/app.tsx';
import { applyTheme } from './shared/settings/display-preferences.ts';
import './index.css';

// Paint the cached brand and the user's dark/light choice before the first frame.
applyTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating the modules is one long task on a slow phone; starting the router in the next
// one lets the browser handle input in between (Lighthouse's total blocking time).
setTimeout(() => {
  const App = createApp();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}, 0);
