// Time series on uPlot (canvas), for the event and pipeline pages; loaded on demand by charts.tsx,
// so the agents page never downloads the chart library.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TimeChartProps } from './charts.tsx';

/** Series over time (x in seconds since the epoch), with axes and a legend. */
export function TimeChart(props: TimeChartProps) {
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
