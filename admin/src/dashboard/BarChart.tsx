/** Entries per day as a small inline SVG bar chart, with a text summary for screen readers. */
export function BarChart({ days }: { days: Array<{ day: string; count: number }> }) {
  const width = 600;
  const height = 160;
  const bottom = 22;
  const max = Math.max(1, ...days.map((day) => day.count));
  const slot = width / Math.max(days.length, 1);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0] ?? { day: '', count: 0 });
  const summary = `${total} entries over the last ${days.length} days; busiest day ${busiest.day} with ${busiest.count}.`;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={summary} style={{ maxWidth: width }}>
        {days.map((day, index) => {
          const barHeight = ((height - bottom - 14) * day.count) / max;
          return (
            <g key={day.day}>
              <rect
                x={index * slot + 2}
                y={height - bottom - barHeight}
                width={Math.max(slot - 4, 1)}
                height={barHeight}
                fill="#1565c0"
              >
                <title>{`${day.day}: ${day.count}`}</title>
              </rect>
            </g>
          );
        })}
        <text x={0} y={height - 6} fontSize="11" fill="#333">
          {days[0]?.day}
        </text>
        <text x={width} y={height - 6} fontSize="11" fill="#333" textAnchor="end">
          {days.at(-1)?.day}
        </text>
        <text x={0} y={11} fontSize="11" fill="#333">
          max {max}
        </text>
      </svg>
      <figcaption style={{ fontSize: 12 }}>{summary}</figcaption>
    </figure>
  );
}
