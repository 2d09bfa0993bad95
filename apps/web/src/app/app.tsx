import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { AppFeatureSlots } from './feature-slots.tsx';
import { createAppRouter } from './router.tsx';

export { loadPageCode } from './router.tsx';

/** The app's query cache and router; creating the router starts the first page's loading. */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  function App() {
    return (
      <QueryClientProvider client={queryClient}>
        <AppFeatureSlots>
          <RouterProvider router={router} />
        </AppFeatureSlots>
      </QueryClientProvider>
    );
  }
  return { App, router };
}
