/** The product name in the menu header and on the login page. */
import { ThemedTitle } from '@refinedev/antd';
import type { ComponentProps } from 'react';

const Logo = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <rect width="24" height="24" rx="6" fill="#0b7a3e" />
    <path d="M6 7h12v2H8v2h8v2H8v2h10v2H6z" fill="#fff" />
  </svg>
);

export const BrandTitle = (props: ComponentProps<typeof ThemedTitle>) => <ThemedTitle {...props} text="ElimuHub Admin" icon={<Logo />} />;
