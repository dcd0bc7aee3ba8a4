// Charts on uPlot (canvas): a sparkline for the agents grid, and time series for events and the pipeline.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Events per day as a small line; the label carries the numbers for screen readers. */
export function Sparkline(props: { values: number[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const xs = props.values.map((_, i) => i);
    const plot = new uPlot(
      {
        width: 160,
        height: 36,
        cursor: { show: false },
        legend: { show: false },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [-0.1 * Math.max(1, max), Math.max(1, max)] } },
        axes: [{ show: false }, { show: false }],
        series: [{}, { stroke: '#1d4ed8', width: 1.5, fill: 'rgba(29, 78, 216, 0.12)', points: { show: false } }],
      },
      [xs, props.values],
      ref.current,
    );
    return () => plot.destroy();
  }, [props.values.join(',')]);
  return <div class="sparkline" ref={ref} role="img" aria-label={props.label} />;
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
