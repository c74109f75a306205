import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { session } from '../common/session.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';
import { router } from './routes.tsx';
import './styles.css';

// The stored user shows at once; the server confirms (or clears) it in the background.
void session.refresh();
registerServiceWorker();

// A transition lets React render the first page in small slices, so a cheap phone stays responsive while it does.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
