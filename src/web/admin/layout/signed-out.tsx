/**
 * The login screen, or the first page for a browser already signed in, decided in the render from the stored
 * session. Refine's <Authenticated> here answered from a check it ran again just after a sign-in, while the page
 * the sign-in leads to (`?to=`) was still being drawn, and then sent the user to the first page instead.
 */
import { NavigateToResource } from '@refinedev/react-router';
import { Outlet } from 'react-router-dom';
import { sessionStore } from '../../common/session-store.ts';

export const SignedOut = () => (sessionStore.token() === null ? <Outlet /> : <NavigateToResource resource="dashboard" />);
