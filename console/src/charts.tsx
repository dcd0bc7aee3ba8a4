// Time charts, loaded on demand: uPlot comes in its own chunk the first time a page shows a chart.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export interface Series {
  label: string;
  stroke: string;
  values: (number | null)[];
  /** Drawn as steps (a running count), else as a line. */
  steps?: boolean;
}

/** Series over time (x in seconds since the epoch), with axes and a legend. */
export interface TimeChartProps {
  xs: number[];
  series: Series[];
  label: string;
  height?: number;
}

let loaded: Promise<ComponentType<TimeChartProps>> | null = null;

export function TimeChart(props: TimeChartProps) {
  const [Chart, setChart] = useState<ComponentType<TimeChartProps> | null>(null);
  useEffect(() => {
    loaded ??= import('./time-chart.tsx').then((m) => m.TimeChart);
    void loaded.then((c) => setChart(() => c));
  }, []);
  return Chart ? (
    <Chart {...props} />
  ) : (
    <div class="chart" role="img" aria-label={props.label} style={{ height: `${props.height ?? 220}px` }} />
  );
}
