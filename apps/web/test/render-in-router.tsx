import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';

type Options = {
  /** Options for user-event, such as `advanceTimers` under fake timers. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
};

/**
 * Renders `ui` at /form of a memory data router, as the app does (the Form uses useNavigate
 * and useBlocker, which need one). The history holds a start page before it, so going back
 * lands there, and the form page has a 'Go elsewhere' link to another page. Any other path
 * shows 'Another page'.
 */
export function renderInRouter(ui: ReactNode, options: Options = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Start page</h1> },
      {
        path: '/form',
        element: (
          <>
            {ui}
            <Link to="/elsewhere">Go elsewhere</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
      { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: ['/', '/form'], initialIndex: 1 },
  );
  const user: UserEvent = userEvent.setup(options.userEvent);
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}
