/** Sign-in at /admin/login through the same /api/auth/login as the public site. */
import { AuthPage } from '@refinedev/antd';
import { useEffect } from 'react';
import { BrandTitle } from '../layout/brand-title.tsx';
import { preloadListScreen } from './list-screen-chunk.ts';

export default function LoginScreen() {
  // Signing in almost always lands on a list: its code loads while the user types, not after the click.
  useEffect(() => {
    const id = requestIdleCallback(() => void preloadListScreen());
    return () => cancelIdleCallback(id);
  }, []);
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
