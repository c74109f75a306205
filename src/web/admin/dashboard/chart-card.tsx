/** A titled card holding one chart at a fixed height, with a note when there is nothing to draw yet. */
import { Card, Empty } from 'antd';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

interface Props {
  title: string;
  empty: boolean;
  testId: string;
  children: ReactElement;
}

export const ChartCard = ({ title, empty, testId, children }: Props) => (
  <Card title={title} size="small" data-chart={testId} styles={{ body: { height: 280 } }}>
    {empty ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing recorded yet" />
    ) : (
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    )}
  </Card>
);
