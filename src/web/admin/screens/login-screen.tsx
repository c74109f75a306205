/** Sign-in at /admin/login through the same /api/auth/login as the public site. */
import { AuthPage } from '@refinedev/antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BrandTitle } from '../layout/brand-title.tsx';
import { preloadListScreen } from './list-screen-chunk.ts';
import { returnPath } from './return-path.ts';

export default function LoginScreen() {
  // Signing in almost always lands on a list: its code loads while the user types, not after the click.
  useEffect(() => {
    const id = requestIdleCallback(() => void preloadListScreen());
    return () => cancelIdleCallback(id);
  }, []);
  // Refine goes to `?to=` once signed in: an off-site or doubled-base one is put right first (return-path.ts).
  const [params, setParams] = useSearchParams();
  const to = params.get('to');
  useEffect(() => {
    if (to === null || returnPath(to) === to) return;
    const next = new URLSearchParams(params);
    const path = returnPath(to);
    if (path) next.set('to', path);
    else next.delete('to');
    setParams(next, { replace: true });
  }, [to, params, setParams]);
  return (
    <AuthPage
      type="login"
      title={<BrandTitle collapsed={false} />}
      registerLink={false}
      forgotPasswordLink={false}
      rememberMe={false}
      formProps={{ initialValues: { email: '', password: '' } }}
    />
  );
}
