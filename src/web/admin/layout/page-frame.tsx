/**
 * The frame of every generated screen: the page's heading, its actions beside it, and a way back to the list.
 * Refine's List/Show/Edit/Create draw the same with a layout library's page header, whose locale tables alone
 * made the first list's script noticeably larger; this frame is made of what the list loads anyway.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useGo } from '@refinedev/core';
import { Button, Card, Grid, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** Buttons shown beside the heading (they wrap under it on a phone). */
  actions?: ReactNode;
  /** The list this page belongs to, for the back arrow. */
  backTo?: string;
  loading?: boolean;
  /** Buttons under the content (a form's Save). */
  footer?: ReactNode;
  children?: ReactNode;
}

export const PageFrame = ({ title, actions, backTo, loading, footer, children }: Props) => {
  const go = useGo();
  // A phone keeps its few pixels for the content, not the card's margin.
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <Card variant="borderless" className="page-frame" styles={{ body: narrow ? { padding: 12 } : undefined }}>
      {/* On a phone the menu's button floats at the top left of the content: the heading starts after it. */}
      <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16, paddingLeft: narrow ? 28 : 0 }}>
        <Space align="center">
          {backTo && (
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back to the list" onClick={() => go({ to: { resource: backTo, action: 'list' } })} />
          )}
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {title}
          </Typography.Title>
        </Space>
        {actions && (
          <Space wrap className="page-frame-actions">
            {actions}
          </Space>
        )}
      </Space>
      <Spin spinning={!!loading}>{children}</Spin>
      {footer && (
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end', marginTop: 16 }}>
          {footer}
        </Space>
      )}
    </Card>
  );
};
