import type uPlot from 'uplot';
import { formatDayMonth } from '../../lib/format-date.ts';

const DAY = 86_400;

/**
 * The charts' day axis: a tick on whole days only (1, 2, 7 or 14 apart, as the width allows), written
 * DD/MM like every other date of the app (uPlot's own labels put the month first).
 */
export const DAY_AXIS: uPlot.Axis = {
  stroke: '#57534e',
  incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY],
  values: (_chart, splits) => splits.map((seconds) => formatDayMonth(new Date(seconds * 1000))),
};
