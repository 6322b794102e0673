import type { CalibrationBand, CalibrationReport, CalibrationTenth, Recalibration } from '@provisoire/domain';
import { CALIBRATION, recalibrated } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-query.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { calibrationText as text } from './calibration-text.ts';

const calibrationQuery = apiQuery(['admin', 'calibration'], undefined, 'GET /api/admin/calibration');

/** A tenth whose real pass rate is further than this from what it showed is marked. */
const OFF_BY = 0.05;

const percent = (x: number | null) => (x === null ? text('none') : `${Math.round(100 * x)} %`);
const score = (x: number | null) => (x === null ? text('none') : x.toFixed(3));

/**
 * `/dashboard/calibration` (Ukuri kw'amahirwe): the chance of passing each mock exam started with, against
 * how the exams ended, by tenth and by how much of the exam the learner's answers covered; with the
 * number of exams behind every figure, and plainly when there are too few to conclude.
 */
export function Component() {
  const { data, error, refetch, isFetching } = useQuery(calibrationQuery);
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={text('title')} />
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{text('title')}</h1>
          <a href="/api/admin/calibration.csv" download className={buttonClass('secondary')}>
            {text('csv')}
          </a>
        </div>
        <p className="text-stone-700">{text('intro')}</p>
        <p className="text-sm text-stone-700">{text('excluded')}</p>
      </Card>
      {error && !data ? (
        <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />
      ) : !data ? (
        <LoadingBlock />
      ) : (
        <Report report={data} />
      )}
    </div>
  );
}

function Report({ report }: { report: CalibrationReport }) {
  const rate = Math.round(100 * (report.baseRate ?? 0));
  const figures = [
    [text('exams'), String(report.exams)],
    [text('shown'), String(report.shown)],
    [text('base_rate'), percent(report.baseRate)],
    [text('brier'), score(report.brier)],
    [text('constant'), score(report.constantBrier)],
  ];
  return (
    <>
      <Card className="flex flex-col gap-3">
        {report.enough ? (
          <p className="font-semibold">
            {text((report.brier ?? 1) < (report.constantBrier ?? 0) ? 'better' : 'worse', { rate })}
          </p>
        ) : (
          <p role="note" className="rounded-xl bg-amber-50 p-3 text-amber-950">
            {text('too_little', { shown: report.shown, needed: CALIBRATION.reportExams })}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-stone-50 p-3">
              <dt className="text-sm text-stone-700">{label}</dt>
              <dd className="text-lg font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card aria-labelledby="tenths-title" className="flex flex-col gap-2">
        <h2 id="tenths-title" className="text-xl font-bold">
          {text('tenths_title')}
        </h2>
        <p className="text-sm text-stone-700">{text('tenths_note', { needed: CALIBRATION.tenthExams })}</p>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{text('col_shown')}</th>
              <th scope="col">{text('col_exams')}</th>
              <th scope="col">{text('col_mean')}</th>
              <th scope="col">{text('col_passed')}</th>
            </tr>
          </thead>
          <tbody>
            {report.tenths.map((t) => (
              <TenthRow key={t.tenth} tenth={t} />
            ))}
          </tbody>
        </table>
      </Card>
      <Card aria-labelledby="bands-title" className="flex flex-col gap-2">
        <h2 id="bands-title" className="text-xl font-bold">
          {text('bands_title')}
        </h2>
        <p className="text-sm text-stone-700">{text('bands_note')}</p>
        <ul className="flex flex-col gap-2">
          {report.bands.map((b) => (
            <BandItem key={b.band} band={b} />
          ))}
        </ul>
      </Card>
      <Correction correction={report.correction} />
    </>
  );
}

/** The model's chances the correction is shown on. */
const EXAMPLES = [0.3, 0.5, 0.8];

function Correction({ correction }: { correction: Recalibration }) {
  return (
    <Card aria-labelledby="correction-title" className="flex flex-col gap-2">
      <h2 id="correction-title" className="text-xl font-bold">
        {text('correction_title')}
      </h2>
      {correction.exams === 0 ? (
        <p className="text-stone-700">{text('correction_none')}</p>
      ) : (
        <>
          <p className="text-stone-700">{text('correction_some', { exams: correction.exams })}</p>
          <ul className="list-disc ps-5">
            {EXAMPLES.map((p) => (
              <li key={p}>
                {text('correction_row', {
                  model: Math.round(100 * p),
                  shown: Math.round(100 * recalibrated(p, correction)),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function TenthRow({ tenth: t }: { tenth: CalibrationTenth }) {
  const gap = t.enough && t.meanShown !== null && t.passRate !== null ? t.passRate - t.meanShown : null;
  return (
    <tr className="border-t border-stone-200 align-top">
      <th scope="row" className="py-1 font-medium">
        {text('tenth', { from: t.tenth * 10, to: t.tenth * 10 + 10 })}
      </th>
      <td>
        {t.exams}
        {t.exams > 0 && !t.enough && <span className="block text-xs text-stone-600">{text('few')}</span>}
      </td>
      <td>{percent(t.meanShown)}</td>
      <td>
        {percent(t.passRate)}
        {gap !== null && Math.abs(gap) > OFF_BY && (
          <span className="block text-xs font-semibold text-red-800">
            {text('off', { gap: `${gap > 0 ? '+' : '−'}${Math.round(100 * Math.abs(gap))}` })}
          </span>
        )}
      </td>
    </tr>
  );
}

function BandItem({ band: b }: { band: CalibrationBand }) {
  const figures = [
    [text('col_exams'), String(b.exams)],
    [text('col_with_chance'), String(b.shown)],
    [text('col_passed'), percent(b.passRate)],
    [text('brier'), score(b.brier)],
    [text('constant'), score(b.constantBrier)],
  ];
  return (
    <li className="rounded-xl bg-stone-50 p-3">
      <h3 className="font-semibold">{text(`band_${b.band}`)}</h3>
      <dl className="mt-1 grid grid-cols-2 gap-x-3 text-sm sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
