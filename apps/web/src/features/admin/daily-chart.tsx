import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DAY_AXIS } from './chart-days.ts';

interface Props {
  /** Days as `YYYY-MM-DD`, oldest first. */
  days: string[];
  values: number[];
  label: string;
  colour: string;
}

const HEIGHT = 180;
const dayTime = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/**
 * One value per day as bars (uPlot: a canvas, 50 KB, loaded only with the admin home). The canvas is
 * hidden from screen readers: the table beside it says the same.
 */
export function DailyChart({ days, values, label, colour }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [DAY_AXIS, { stroke: '#57534e', size: 56 }],
        series: [{}, { label, stroke: colour, fill: `${colour}cc`, paths: uPlot.paths.bars?.({ size: [0.7, 24] }) }],
      },
      [days.map(dayTime), values],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, values, label, colour]);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">{label}</figcaption>
      <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
    </figure>
  );
}
