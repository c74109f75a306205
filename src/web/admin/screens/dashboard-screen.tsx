/** Analytics for admins and editors, from what the site records: traffic, searches, sign-ups, listings, jobs, sales. */
import { Alert, Card, Col, Row, Segmented, Space, Spin, Statistic } from 'antd';
import { useState } from 'react';
import { OrdersChart, PerDayChart, RankedBarChart, ShareChart } from '../dashboard/charts.tsx';
import { useDashboard } from '../dashboard/dashboard-data.ts';
import { formatKes } from '../fields/field-value.tsx';

const periods = [7, 30, 90];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export default function DashboardScreen() {
  const [days, setDays] = useState(30);
  const { result, query } = useDashboard(days);
  const data = result.data;
  if (query.isError) return <Alert type="error" showIcon message="The analytics could not be loaded." description={query.error.message} />;
  if (!data || !('pageViews' in data)) return <Spin style={{ display: 'block', margin: 48 }} />;
  const stats = [
    { title: `Page views (${days} days)`, value: sum(data.pageViews.map((d) => d.count)).toLocaleString('en-KE') },
    { title: 'New users', value: sum(data.newUsers.map((d) => d.count)).toLocaleString('en-KE') },
    { title: 'Orders', value: sum(data.ordersPerDay.map((d) => d.orders)).toLocaleString('en-KE') },
    { title: 'Revenue', value: formatKes(sum(data.ordersPerDay.map((d) => d.revenue))) },
  ];
  const span = { xs: 24, lg: 12 };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <h2 style={{ margin: 0 }}>Analytics</h2>
        <Segmented value={days} onChange={(value) => setDays(Number(value))} options={periods.map((p) => ({ value: p, label: `${p} days` }))} />
      </Space>
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col key={stat.title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={stat.title} value={stat.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col {...span}>
          <PerDayChart title="Page views per day" testId="page-views" rows={data.pageViews} />
        </Col>
        <Col {...span}>
          <PerDayChart title="New users per day" testId="new-users" rows={data.newUsers} />
        </Col>
        <Col {...span}>
          <RankedBarChart title="Top search queries" testId="searches" label="Searches" rows={data.topSearches.map((d) => ({ name: d.query, count: d.count }))} />
        </Col>
        <Col {...span}>
          <RankedBarChart title="Listings by county" testId="counties" label="Institutions" rows={data.listingsByCounty.slice(0, 12).map((d) => ({ name: d.county, count: d.count }))} />
        </Col>
        <Col {...span}>
          <ShareChart title="Jobs by status" testId="jobs" rows={data.jobsByStatus.map((d) => ({ name: d.status, count: d.count }))} />
        </Col>
        <Col {...span}>
          <RankedBarChart title="Applications per stage" testId="applications" label="Applications" rows={data.applicationsByStage.map((d) => ({ name: d.stage, count: d.count }))} />
        </Col>
        <Col xs={24}>
          <OrdersChart rows={data.ordersPerDay} />
        </Col>
      </Row>
    </Space>
  );
}
