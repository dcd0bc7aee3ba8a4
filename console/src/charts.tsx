// Charts: an SVG sparkline for the agents grid, and time series on uPlot (canvas) for events and the pipeline.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Events per day as a small line (SVG: nine of them cost less than nine canvases); the label carries the numbers. */
export function Sparkline(props: { values: number[]; label: string }) {
  const w = 160;
  const h = 36;
  const max = Math.max(1, ...props.values);
  const step = w / Math.max(1, props.values.length - 1);
  const points = props.values.map((v, i) => `${(i * step).toFixed(1)},${(h - 3 - (v / max) * (h - 6)).toFixed(1)}`);
  return (
    <svg class="sparkline" width={w} height={h} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={props.label}>
      <polygon points={`0,${h} ${points.join(' ')} ${w},${h}`} fill="rgba(29, 78, 216, 0.12)" />
      <polyline points={points.join(' ')} fill="none" stroke="#1d4ed8" stroke-width="1.5" />
    </svg>
  );
}

export interface Series {
  label: string;
  stroke: string;
  values: (number | null)[];
  /** Drawn as steps (a running count), else as a line. */
  steps?: boolean;
}

/** Series over time (x in seconds since the epoch), with axes and a legend. */
export function TimeChart(props: { xs: number[]; series: Series[]; label: string; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const plot = new uPlot(
      {
        width: Math.max(320, el.clientWidth || 640),
        height: props.height ?? 220,
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [{ stroke: '#374151' }, { stroke: '#374151' }],
        series: [
          {},
          ...props.series.map((s) => ({
            label: s.label,
            stroke: s.stroke,
            width: 2,
            points: { show: false },
            ...(s.steps && { paths: uPlot.paths.stepped!({ align: 1 }) }),
          })),
        ],
      },
      [props.xs, ...props.series.map((s) => s.values)],
      el,
    );
    const resize = () => plot.setSize({ width: Math.max(320, el.clientWidth), height: props.height ?? 220 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [JSON.stringify([props.xs, props.series])]);
  return <div class="chart" ref={ref} role="img" aria-label={props.label} />;
}
