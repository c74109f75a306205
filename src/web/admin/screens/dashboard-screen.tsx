/**
 * The staff dashboard: what waits to be done, the period's figures against the period before, and charts that
 * open the rows behind them. The period lives in the address; days are Nairobi days.
 */
import { Alert, Space, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { presetDays } from '../../../registry/dashboard-period.ts';
import { useDashboard } from '../dashboard/dashboard-data.ts';
import { KpiCards } from '../dashboard/kpi-cards.tsx';
import { PeriodPicker } from '../dashboard/period-picker.tsx';
import { ToDoCards } from '../dashboard/to-do-cards.tsx';
import { usePeriod } from '../dashboard/use-period.ts';
import { PageFrame } from '../layout/page-frame.tsx';

// The chart library is most of the dashboard's weight: the figures show while it loads.
const DashboardCharts = lazy(() => import('../dashboard/dashboard-charts.tsx'));

const spinner = <Spin style={{ display: 'block', margin: 48 }} />;

export default function DashboardScreen() {
  const { query, period, setDays, setRange } = usePeriod();
  const valid = 'error' in period ? null : period;
  const { result, query: request } = useDashboard(query, valid !== null);
  const data = result.data;
  const preset = query.from === undefined && valid && (presetDays as readonly number[]).includes(valid.days.length) ? valid.days.length : null;
  return (
    <PageFrame title="Dashboard" actions={<PeriodPicker period={valid} days={preset} onDays={setDays} onRange={setRange} />}>
      {'error' in period ? (
        <Alert type="warning" showIcon message="Choose another period." description={period.error} />
      ) : request.isError ? (
        <Alert type="error" showIcon message="The dashboard could not be loaded." description={request.error.message} />
      ) : !data || !('kpis' in data) ? (
        spinner
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <ToDoCards toDo={data.toDo} />
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {data.period.from} to {data.period.to} (Nairobi time)
          </Typography.Title>
          <KpiCards data={data} />
          <Suspense fallback={spinner}>
            <DashboardCharts data={data} />
          </Suspense>
        </Space>
      )}
    </PageFrame>
  );
}
