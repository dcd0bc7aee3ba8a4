// The agents grid's sparkline: plain SVG, so the grid loads no chart library.

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
