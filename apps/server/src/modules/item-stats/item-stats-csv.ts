import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ITEM_FLAG_NAMES, type ItemAnalysisRow, neutraliseCell } from '@provisoire/domain';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../../http/accept-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Cell = string | number | null;

const rounded = (value: number | null, places: number) => (value === null ? null : Number(value.toFixed(places)));

/**
 * The item analysis as a spreadsheet reads it, in the page's words and order: a row a question, its
 * choices each with how often picked, the key by its number (1 the first), the flags in words.
 */
export function itemStatsCsv(rows: readonly ItemAnalysisRow[]) {
  const most = Math.max(0, ...rows.map((r) => r.choices.length));
  const numbers = Array.from({ length: most }, (_, i) => i + 1);
  const header = [
    'id',
    'isomo',
    'ikibazo',
    'yabajijwe',
    'neza (%)',
    'mu bizamini',
    'gutandukanya',
    "igisubizo cy'ukuri",
    ...numbers.flatMap((n) => [`igisubizo ${n}`, `cyatoranyijwe ${n}`]),
    'ibyo kureba',
  ];
  const cells = (r: ItemAnalysisRow): Cell[] => [
    r.questionId,
    r.lesson,
    r.stem,
    r.asked,
    rounded(r.shareRight === null ? null : r.shareRight * 100, 1),
    r.examAnswers,
    rounded(r.discrimination, 3),
    r.correct + 1,
    ...numbers.flatMap((_, i) => [r.choices[i] ?? null, r.picks[i]?.count ?? null]),
    r.flags.map((flag) => ITEM_FLAG_NAMES[flag]).join('; '),
  ];
  // UTF-8 with a BOM, so spreadsheets read Kinyarwanda right; formulas neutralised, as every export.
  return stringify(
    rows.map((r) => cells(r).map(neutraliseCell)),
    { bom: true, header: true, columns: header, cast: { number: (n) => String(n) } },
  );
}

/** Sends the file, compressed when the browser takes it (a few hundred kilobytes as it is). */
export async function sendItemStatsCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly ItemAnalysisRow[],
  now: Date,
) {
  const csv = itemStatsCsv(rows);
  const encoding = chooseEncoding(request, reply);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="provisoire-ibibazo-${now.toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'no-store');
  if (!encoding) return reply.send(csv);
  reply.header('content-encoding', encoding);
  return reply.send(
    encoding === 'br'
      ? await brotli(csv, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipped(csv, { level: 6 }),
  );
}
