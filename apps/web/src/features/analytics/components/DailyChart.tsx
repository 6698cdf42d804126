import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDay } from '@catalogo/contracts/core';
import { longDate, shortDate } from '../utils/performance-logic';

const SERIES = [
  { key: 'visits', name: 'Visitas', color: '#0f766e' },
  { key: 'cartsStarted', name: 'Carrinhos', color: '#d97706' },
  { key: 'orders', name: 'Pedidos', color: '#4f46e5' },
] as const;

/**
 * The daily chart of the Desempenho page (recharts, loaded with this route only). Hidden from
 * screen readers: the page's table holds the same numbers (so its keyboard layer is off too: a
 * hidden element must hold nothing focusable).
 */
export function DailyChart({ days }: { days: AnalyticsDay[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72" data-testid="daily-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(label) => longDate(String(label))} />
          <Legend />
          {SERIES.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={days.length <= 31}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
