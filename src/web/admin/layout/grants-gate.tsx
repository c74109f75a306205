/**
 * The screens wait for what the user may do (use-grants.ts). When the server cannot say (busy, unreachable), they
 * say so, with the server's message, a way to try again and a way out, instead of a spinner that never ends.
 * Grants already loaded keep the screens working through a failed later check.
 */
import { useLogout } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { grantsQuery } from '../providers/use-grants.ts';

export const GrantsGate = ({ children }: { children: ReactNode }) => {
  const { data, error, refetch, isFetching } = useQuery(grantsQuery);
  const { mutate: logout } = useLogout();
  if (data !== undefined || !error) return children;
  return (
    <Result
      status="warning"
      title="Your permissions could not be loaded"
      subTitle={`${(error as { message?: string }).message ?? 'ElimuHub did not answer.'} Nothing has changed; try again in a moment.`}
      extra={[
        <Button key="again" type="primary" loading={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>,
        <Button key="out" onClick={() => logout()}>
          Sign out
        </Button>,
      ]}
    />
  );
};
