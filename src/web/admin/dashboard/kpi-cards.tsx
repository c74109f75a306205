/** The period's figures, each beside its change from the period of the same length just before. */
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatKes } from '../../../registry/money.ts';
import type { DashboardData, Trend } from './dashboard-data.ts';

const kpis: { key: keyof DashboardData['kpis']; title: string; money?: boolean }[] = [
  { key: 'listingsApproved', title: 'New listings approved' },
  { key: 'newUsers', title: 'New users' },
  { key: 'ordersPaid', title: 'Orders paid' },
  { key: 'revenue', title: 'Revenue', money: true },
  { key: 'pageViews', title: 'Page views' },
  { key: 'uniqueVisitors', title: 'Unique visitors' },
];

/** "+12 % vs previous 30 days"; a period before with none has no percentage to give. */
const change = ({ current, previous }: Trend, days: number) => {
  if (previous === 0) return current === 0 ? `none in this or the previous ${days} days` : `none in the previous ${days} days`;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent === 0 ? 'no change' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`} vs previous ${days} days`;
};

const tone = ({ current, previous }: Trend) => (current > previous ? 'success' : current < previous ? 'danger' : 'secondary');

export const KpiCards = ({ data }: { data: DashboardData }) => (
  <Row gutter={[12, 12]}>
    {kpis.map(({ key, title, money }) => {
      const trend = data.kpis[key];
      return (
        <Col key={key} xs={12} md={8} xl={4}>
          <Card size="small" data-kpi={key} style={{ height: '100%' }}>
            <Statistic title={title} value={money ? formatKes(trend.current) : trend.current.toLocaleString('en-KE')} valueStyle={{ fontSize: 22 }} />
            <Typography.Text type={tone(trend)} style={{ fontSize: 12 }}>
              {change(trend, data.period.days)}
            </Typography.Text>
          </Card>
        </Col>
      );
    })}
  </Row>
);
