/**
 * My numbers: how visitors found and used the owner's listings over a period of Nairobi days (the last 30 unless
 * chosen): views of each listing's page, appearances in lists and searches, enquiries, and the applications or
 * orders that came of them; in total and per listing.
 */
import type { BaseRecord } from '@refinedev/core';
import { Alert, Card, Col, DatePicker, Row, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getResource } from '../../../registry/index.ts';
import { ownerDesks } from '../../../registry/owner-desks.ts';
import { PageFrame } from '../layout/page-frame.tsx';
import { ModerationState } from '../owners/moderation-state.tsx';
import { useOwnerAnalytics, type ListingNumbers } from '../owners/use-owner-analytics.ts';
import { ResponsiveTable, type Column } from '../parties/responsive-table.tsx';

const measures = [
  { key: 'views', title: 'Page views' },
  { key: 'appearances', title: 'In search results' },
  { key: 'enquiries', title: 'Enquiries' },
];

const day = 'YYYY-MM-DD';

const OwnerAnalyticsScreen = () => {
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const { data, error, isLoading, isFetching } = useOwnerAnalytics(period);
  const from = data ? dayjs(data.from) : null;
  const to = data ? dayjs(data.to) : null;
  const choose = (edge: 'from' | 'to') => (value: Dayjs | null) => {
    if (!value || !data) return;
    const next = { from: data.from, to: data.to, [edge]: value.format(day) };
    // A start after the end moves the other edge along, rather than asking for a period that cannot be.
    if (next.from > next.to) next[edge === 'from' ? 'to' : 'from'] = next[edge];
    setPeriod(next);
  };
  const desks = ownerDesks.filter((desk) => data?.listings.some((row) => row.desk === desk.key));
  const outcomes = desks.flatMap((desk) => (desk.outcome ? [{ key: desk.outcome.label.toLowerCase(), title: desk.outcome.label }] : []));

  return (
    <PageFrame title="My numbers" loading={isFetching && !isLoading}>
      <Space wrap style={{ marginBottom: 16 }}>
        <span>From</span>
        <DatePicker aria-label="From" value={from} onChange={choose('from')} allowClear={false} format="D MMM YYYY" inputReadOnly />
        <span>to</span>
        <DatePicker aria-label="To" value={to} onChange={choose('to')} allowClear={false} format="D MMM YYYY" inputReadOnly />
      </Space>
      <Typography.Paragraph type="secondary">
        Days are counted in Nairobi time. Enquiries are the calls, emails and directions visitors asked for from a listing's page.
      </Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon message={(error as { message?: string }).message ?? 'Your numbers could not be loaded.'} />
      ) : !data ? (
        <Card loading variant="borderless" />
      ) : !data.listings.length ? (
        <Alert type="info" showIcon message="No listings yet" description="Numbers appear here for the listings you add." />
      ) : (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 24 }}>
            {[...measures, ...outcomes].map((measure) => (
              <Col key={measure.key} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={measure.title} value={data.totals[measure.key] ?? 0} />
                </Card>
              </Col>
            ))}
          </Row>
          {desks.map((desk) => {
            const rows = data.listings.filter((row) => row.desk === desk.key);
            const columns: Column[] = [
              {
                key: 'listing',
                title: 'Listing',
                render: (row: BaseRecord) => (
                  <Space direction="vertical" size={0}>
                    <Link to={`/${String(row.resource)}/show/${row.id}`}>{String(row.title)}</Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {getResource(String(row.resource)).singular}
                    </Typography.Text>
                  </Space>
                ),
              },
              { key: 'state', title: 'State', render: (row: BaseRecord) => <ModerationState row={row} /> },
              ...[...measures, ...(desk.outcome ? [{ key: desk.outcome.label.toLowerCase(), title: desk.outcome.label }] : [])].map((measure) => ({
                key: measure.key,
                title: measure.title,
                align: 'right' as const,
                render: (row: BaseRecord) => String((row as unknown as ListingNumbers)[measure.key as keyof ListingNumbers] ?? 0),
              })),
            ];
            return (
              <section key={desk.key} style={{ marginBottom: 24 }}>
                <Typography.Title level={2} style={{ fontSize: 17 }}>
                  {desk.label}
                </Typography.Title>
                <ResponsiveTable
                  columns={columns}
                  rows={rows as unknown as BaseRecord[]}
                  tableProps={{ pagination: rows.length > 20 ? { pageSize: 20 } : false }}
                  emptyText="No listings."
                />
              </section>
            );
          })}
        </>
      )}
    </PageFrame>
  );
};

export default OwnerAnalyticsScreen;
