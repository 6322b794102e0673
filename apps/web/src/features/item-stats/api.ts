import { apiQuery } from '../../lib/api-query.ts';

/** Every question of the bank with its figures, in the order to look at them. */
export const itemStatsQuery = apiQuery(['admin', 'question-stats'], undefined, 'GET /api/admin/questions/stats');

/** The CSV: a plain link, so the browser downloads it itself. */
export const ITEM_STATS_CSV = '/api/admin/questions/stats.csv';
