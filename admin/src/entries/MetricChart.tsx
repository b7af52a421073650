import { Typography } from '@mui/material';
import { formatNumber } from '../common/choices';
import { formatIst } from '../common/dates';
import type { components } from '../api/schema';

export type MetricPoint = components['schemas']['MetricSampleDto'];

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

/** Views (and likes) over time as a small inline SVG line chart; no chart library. */
export function MetricChart({ points }: { points: MetricPoint[] }) {
  const samples = points.filter((point) => point.views !== null);
  if (samples.length === 0) {
    return <Typography color="text.secondary">No metrics sampled yet.</Typography>;
  }
  const times = samples.map((point) => new Date(point.sampledAt).getTime());
  const start = Math.min(...times);
  const span = Math.max(Math.max(...times) - start, 1);
  const top = Math.max(1, ...samples.map((point) => Math.max(point.views ?? 0, point.likes ?? 0)));
  const x = (time: number) => PAD.left + ((time - start) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (key: 'views' | 'likes') =>
    samples
      .filter((point) => point[key] !== null)
      .map(
        (point, index) =>
          `${index ? 'L' : 'M'}${x(new Date(point.sampledAt).getTime()).toFixed(1)},${y(point[key]!).toFixed(1)}`,
      )
      .join(' ');
  const first = samples[0];
  const last = samples[samples.length - 1];
  const when = (iso: string) => formatIst(iso);
  const summary = `Views went from ${formatNumber(first.views)} on ${when(first.sampledAt)} to ${formatNumber(last.views)} on ${when(last.sampledAt)}, over ${samples.length} samples.`;

  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary} style={{ maxWidth: WIDTH }}>
        <line x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={WIDTH - PAD.right} y2={HEIGHT - PAD.bottom} stroke="#999" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} stroke="#999" />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11" fill="#333">
          {formatNumber(top)}
        </text>
        <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" fontSize="11" fill="#333">
          0
        </text>
        <path d={line('views')} fill="none" stroke="#1565c0" strokeWidth="2" />
        <path d={line('likes')} fill="none" stroke="#c62828" strokeWidth="2" strokeDasharray="4 3" />
        <text x={PAD.left} y={HEIGHT - 8} fontSize="11" fill="#333">
          {when(first.sampledAt)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="11" fill="#333">
          {when(last.sampledAt)}
        </text>
      </svg>
      <figcaption>
        <Typography variant="caption">Solid blue: views. Dashed red: likes. {summary}</Typography>
      </figcaption>
    </figure>
  );
}
