/** Sign-in at /admin/login through the same /api/auth/login as the public site. */
import { AuthPage } from '@refinedev/antd';
import { BrandTitle } from '../layout/brand-title.tsx';

export default function LoginScreen() {
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
