/** A line of daily counts drawn as a tiny inline SVG: the public site carries no chart library. */
export const Sparkline = ({ values, label, width = 120, height = 28 }: { values: number[]; label: string; width?: number; height?: number }) => {
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values.map((value, i) => `${(i * step).toFixed(1)},${(height - 2 - (value / top) * (height - 4)).toFixed(1)}`).join(' ');
  return (
    <svg className="sparkline" role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
};
