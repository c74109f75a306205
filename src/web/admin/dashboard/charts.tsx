/**
 * The dashboard's charts, each over one series of the aggregation endpoint. A click on a bar or a day calls
 * `onPick` with what was clicked, so each chart can open the list of rows behind it.
 */
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData } from './dashboard-data.ts';
import { ChartCard } from './chart-card.tsx';

const green = '#0b7a3e';
const palette = [green, '#1677ff', '#d48806', '#cf1322', '#722ed1', '#13c2c2'];
const shortDay = (day: string) => day.slice(5);
const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);
const clickable = { cursor: 'pointer' };

type Pick = (label: string) => void;
/** The category or day under the pointer when a chart is clicked. */
const picked = (onPick: Pick) => (state: { activeLabel?: string | number } | null) => {
  if (state?.activeLabel !== undefined) onPick(String(state.activeLabel));
};

export const PerDayChart = ({ title, testId, rows, onPick }: { title: string; testId: string; rows: DashboardData['pageViews']; onPick: Pick }) => (
  <ChartCard title={title} testId={testId} empty={total(rows) === 0}>
    <LineChart data={rows} margin={{ left: -20, right: 8, top: 8 }} onClick={picked(onPick)} style={clickable}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
      <YAxis allowDecimals={false} />
      <Tooltip />
      <Line type="monotone" dataKey="count" name={title} stroke={green} strokeWidth={2} dot={false} />
    </LineChart>
  </ChartCard>
);

interface Ranked {
  title: string;
  testId: string;
  rows: { name: string; count: number }[];
  label: string;
  onPick: Pick;
  format?: (value: number) => string;
}

export const RankedBarChart = ({ title, testId, rows, label, onPick, format }: Ranked) => (
  <ChartCard title={title} testId={testId} empty={rows.length === 0}>
    <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} onClick={picked(onPick)} style={clickable}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis type="number" allowDecimals={false} tickFormatter={format} />
      <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} interval={0} />
      <Tooltip formatter={format ? (value) => format(Number(value)) : undefined} />
      <Bar dataKey="count" name={label} fill={green} />
    </BarChart>
  </ChartCard>
);

/** Approved listings per county, one colour per type of listing; a click on a colour opens that type's list. */
export const CountyChart = ({
  rows,
  types,
  onPick,
}: {
  rows: DashboardData['listingsByCounty'];
  types: DashboardData['listingsByType'];
  onPick: (county: string, resource: string) => void;
}) => (
  <ChartCard title="Approved listings by county" testId="counties" empty={rows.length === 0}>
    <BarChart data={rows.map((row) => ({ county: row.county, ...row.byType }))} layout="vertical" margin={{ left: 8, right: 16 }} style={clickable}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis type="number" allowDecimals={false} />
      <YAxis type="category" dataKey="county" width={110} tick={{ fontSize: 12 }} interval={0} />
      <Tooltip />
      <Legend />
      {types.map((type, i) => (
        <Bar
          key={type.resource}
          dataKey={type.resource}
          name={type.label}
          stackId="listings"
          fill={palette[i % palette.length]}
          onClick={(bar) => onPick((bar.payload as { county: string }).county, type.resource)}
        />
      ))}
    </BarChart>
  </ChartCard>
);

export const ShareChart = ({ title, testId, rows, onPick }: { title: string; testId: string; rows: { name: string; count: number }[]; onPick: Pick }) => (
  <ChartCard title={title} testId={testId} empty={total(rows) === 0}>
    <PieChart style={clickable}>
      <Pie data={rows} dataKey="count" nameKey="name" outerRadius="70%" label onClick={(slice) => onPick(String((slice as { name: string }).name))}>
        {rows.map((row, index) => (
          <Cell key={row.name} fill={palette[index % palette.length]} />
        ))}
      </Pie>
      <Tooltip />
      <Legend />
    </PieChart>
  </ChartCard>
);

export const OrdersChart = ({ rows, onPick }: { rows: DashboardData['ordersPerDay']; onPick: Pick }) => (
  <ChartCard title="Paid orders and revenue per day" testId="orders" empty={rows.every((row) => row.orders === 0)}>
    <ComposedChart data={rows} margin={{ left: -12, right: 0, top: 8 }} onClick={picked(onPick)} style={clickable}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
      <YAxis yAxisId="orders" allowDecimals={false} />
      <YAxis yAxisId="revenue" orientation="right" tickFormatter={(v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : String(v))} />
      <Tooltip formatter={(value, name) => (name === 'Revenue (KES)' ? Number(value).toLocaleString('en-KE') : value)} />
      <Legend />
      <Bar yAxisId="orders" dataKey="orders" name="Paid orders" fill="#1677ff" />
      <Line yAxisId="revenue" type="monotone" dataKey="revenue" name="Revenue (KES)" stroke={green} strokeWidth={2} dot={false} />
    </ComposedChart>
  </ChartCard>
);
