/**
 * The dashboard's charts with what a click on each opens: the list of the rows behind the bar or day, filtered to
 * the same period (and to approved listings, paid orders). Loaded on its own, after the figures, for its weight.
 */
import { Col, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paidStatuses } from '../../../registry/order-moves.ts';
import { pageViews, searchQueries } from '../../../registry/resources/analytics.ts';
import { users } from '../../../registry/resources/auth.ts';
import { applications, jobs } from '../../../registry/resources/jobs.ts';
import { orders } from '../../../registry/resources/shop.ts';
import { formatKes } from '../../../registry/money.ts';
import { CountyChart, OrdersChart, PerDayChart, RankedBarChart, ShareChart } from './charts.tsx';
import type { DashboardData } from './dashboard-data.ts';
import { createdBetween, listLink, type ListFilter } from './list-links.ts';

const notSet = 'Not set';
const approved: ListFilter = { field: 'moderation', operator: 'eq', value: 'approved' };
const paid: ListFilter = { field: 'status', operator: 'in', value: paidStatuses };

export default function DashboardCharts({ data }: { data: DashboardData }) {
  const navigate = useNavigate();
  const inPeriod = createdBetween(data.period.from, data.period.to);
  const open = (resource: string, filters: ListFilter[]) => navigate(listLink(resource, filters));
  const byValue = (resource: string, field: string) => (value: string) => value !== notSet && open(resource, [{ field, operator: 'eq', value }, ...inPeriod]);
  const searchesFor = (extra: ListFilter[]) => (query: string) =>
    open(searchQueries.name, [{ field: 'query', operator: 'contains', value: query }, ...extra, ...inPeriod]);
  const span = { xs: 24, lg: 12 };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <OrdersChart rows={data.ordersPerDay} onPick={(day) => open(orders.name, [paid, ...createdBetween(day)])} />
      </Col>
      <Col {...span}>
        <RankedBarChart
          title="Revenue by shop"
          testId="shops"
          label="Revenue"
          format={formatKes}
          rows={data.revenueByShop.map((row) => ({ name: row.shop, count: row.revenue }))}
          onPick={(name) => {
            const shopId = data.revenueByShop.find((row) => row.shop === name)?.shopId;
            if (shopId) open(orders.name, [{ field: 'shop_id', operator: 'eq', value: shopId }, paid, ...inPeriod]);
          }}
        />
      </Col>
      <Col {...span}>
        <ShareChart
          title="Approved listings by type"
          testId="types"
          rows={data.listingsByType.map((row) => ({ name: row.label, count: row.count }))}
          onPick={(label) => {
            const type = data.listingsByType.find((row) => row.label === label);
            if (type) open(type.resource, [approved, ...inPeriod]);
          }}
        />
      </Col>
      <Col {...span}>
        <CountyChart
          rows={data.listingsByCounty.slice(0, 12)}
          types={data.listingsByType}
          onPick={(county, resource) => county !== notSet && open(resource, [{ field: 'county', operator: 'eq', value: county }, approved, ...inPeriod])}
        />
      </Col>
      <Col {...span}>
        <PerDayChart title="Page views per day" testId="page-views" rows={data.pageViews} onPick={(day) => open(pageViews.name, createdBetween(day))} />
      </Col>
      <Col {...span}>
        <RankedBarChart
          title="Top searches"
          testId="searches"
          label="Searches"
          rows={data.topSearches.map((d) => ({ name: d.query, count: d.count }))}
          onPick={searchesFor([])}
        />
      </Col>
      <Col {...span}>
        <RankedBarChart
          title="Searches with no results"
          testId="no-results"
          label="Searches"
          rows={data.noResultSearches.map((d) => ({ name: d.query, count: d.count }))}
          onPick={searchesFor([{ field: 'results', operator: 'eq', value: 0 }])}
        />
      </Col>
      <Col {...span}>
        <PerDayChart title="New users per day" testId="new-users" rows={data.newUsers} onPick={(day) => open(users.name, createdBetween(day))} />
      </Col>
      <Col {...span}>
        <ShareChart
          title="Jobs posted by status"
          testId="jobs"
          rows={data.jobsByStatus.map((d) => ({ name: d.status, count: d.count }))}
          onPick={byValue(jobs.name, 'status')}
        />
      </Col>
      <Col {...span}>
        <RankedBarChart
          title="Applications per stage"
          testId="applications"
          label="Applications"
          rows={data.applicationsByStage.map((d) => ({ name: d.stage, count: d.count }))}
          onPick={byValue(applications.name, 'stage')}
        />
      </Col>
    </Row>
  );
}
