import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, type SessionUser } from '../../common/session.ts';

/** The login address that brings the visitor back here afterwards. */
export const useLoginPath = () => {
  const { pathname, search } = useLocation();
  return `/login?next=${encodeURIComponent(pathname + search)}`;
};

/** Renders its children for a signed-in user; a visitor is sent to /login and brought back afterwards. */
export const SignInRequired = ({ children }: { children: (user: SessionUser) => ReactNode }) => {
  const user = useSession();
  const login = useLoginPath();
  return user ? <>{children(user)}</> : <Navigate to={login} replace />;
};
