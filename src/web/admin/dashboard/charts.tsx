/** The dashboard's charts, each over one series of the aggregation endpoint. */
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData } from './dashboard-data.ts';
import { ChartCard } from './chart-card.tsx';

const green = '#0b7a3e';
const palette = [green, '#1677ff', '#d48806', '#cf1322', '#722ed1', '#13c2c2'];
const shortDay = (day: string) => day.slice(5);
const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

export const PerDayChart = ({ title, testId, rows }: { title: string; testId: string; rows: DashboardData['pageViews'] }) => (
  <ChartCard title={title} testId={testId} empty={total(rows) === 0}>
    <LineChart data={rows} margin={{ left: -20, right: 8, top: 8 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
      <YAxis allowDecimals={false} />
      <Tooltip />
      <Line type="monotone" dataKey="count" name={title} stroke={green} strokeWidth={2} dot={false} />
    </LineChart>
  </ChartCard>
);

export const RankedBarChart = ({ title, testId, rows, label }: { title: string; testId: string; rows: { name: string; count: number }[]; label: string }) => (
  <ChartCard title={title} testId={testId} empty={rows.length === 0}>
    <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis type="number" allowDecimals={false} />
      <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} interval={0} />
      <Tooltip />
      <Bar dataKey="count" name={label} fill={green} />
    </BarChart>
  </ChartCard>
);

export const ShareChart = ({ title, testId, rows }: { title: string; testId: string; rows: { name: string; count: number }[] }) => (
  <ChartCard title={title} testId={testId} empty={total(rows) === 0}>
    <PieChart>
      <Pie data={rows} dataKey="count" nameKey="name" outerRadius="70%" label>
        {rows.map((row, index) => (
          <Cell key={row.name} fill={palette[index % palette.length]} />
        ))}
      </Pie>
      <Tooltip />
      <Legend />
    </PieChart>
  </ChartCard>
);

export const OrdersChart = ({ rows }: { rows: DashboardData['ordersPerDay'] }) => (
  <ChartCard title="Orders and revenue per day" testId="orders" empty={rows.every((row) => row.orders === 0)}>
    <ComposedChart data={rows} margin={{ left: -12, right: 0, top: 8 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
      <YAxis yAxisId="orders" allowDecimals={false} />
      <YAxis yAxisId="revenue" orientation="right" tickFormatter={(v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : String(v))} />
      <Tooltip formatter={(value, name) => (name === 'Revenue (KES)' ? Number(value).toLocaleString('en-KE') : value)} />
      <Legend />
      <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#1677ff" />
      <Line yAxisId="revenue" type="monotone" dataKey="revenue" name="Revenue (KES)" stroke={green} strokeWidth={2} dot={false} />
    </ComposedChart>
  </ChartCard>
);
