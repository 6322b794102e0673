// The readiness model's chance, corrected by how real mock exams ended (issue 39). Whatever the model
// assumes about learners (that they are as good in lessons they never opened as in those they did, that
// they learn no faster than the evidence follows), the exams that followed a shown chance say how far off
// it was. A logistic fit of the outcome on the model's log-odds, pulled towards "no correction" by a
// prior worth `priorExams` exams, moves the chance only as far as real exams carry it.

export interface Recalibration {
  /** Added to the model's log-odds. */
  shift: number;
  /** What the model's log-odds are multiplied by: below 1 when the model is surer than its record. */
  slope: number;
  /** Finished exams behind the fit. */
  exams: number;
}

export const NO_RECALIBRATION: Recalibration = { shift: 0, slope: 1, exams: 0 };

export const RECALIBRATION = {
  /** How many perfectly calibrated exams the prior is worth: below that many real ones, little moves. */
  priorExams: 400,
  /** The furthest the shift and the slope may go, however the exams fell. */
  maxShift: 1.5,
  slopes: [0.4, 1.6],
  slopeStep: 0.01,
} as const;

/** Finished exams that started with the model's chance `probability`, and how many of them passed. */
export interface RecalibrationGroup {
  probability: number;
  exams: number;
  passes: number;
}

const EDGE = 1e-4;
const logit = (p: number) => {
  const q = Math.min(1 - EDGE, Math.max(EDGE, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The correction that best explains the exams, within its bounds: for each slope on a fine grid, the
 * best shift by Newton's method (the log-likelihood is concave in it, so the bound is exact), then the
 * best pair. The prior is added as exams spread like the real ones, each passing as often as the model
 * said, so that few exams move little.
 */
export function fitRecalibration(
  groups: readonly RecalibrationGroup[],
  priorExams: number = RECALIBRATION.priorExams,
): Recalibration {
  const exams = groups.reduce((s, g) => s + g.exams, 0);
  if (exams === 0) return NO_RECALIBRATION;
  const rows = groups
    .filter((g) => g.exams > 0)
    .map((g) => {
      const prior = (priorExams * g.exams) / exams;
      return { x: logit(g.probability), n: g.exams + prior, y: g.passes + prior * g.probability };
    });
  const logLikelihood = (shift: number, slope: number) =>
    rows.reduce((s, { x, n, y }) => {
      const z = shift + slope * x;
      // y log σ(z) + (n − y) log(1 − σ(z)), written to stay finite for large |z|
      return s + y * z - n * Math.max(z, 0) - n * Math.log1p(Math.exp(-Math.abs(z)));
    }, 0);
  const { maxShift, slopes, slopeStep } = RECALIBRATION;
  const bestShift = (slope: number) => {
    let shift = 0;
    for (let step = 0; step < 30; step++) {
      let gradient = 0;
      let curvature = 0;
      for (const { x, n, y } of rows) {
        const p = sigmoid(shift + slope * x);
        gradient += y - n * p;
        curvature += n * p * (1 - p);
      }
      if (!(curvature > 1e-12)) break;
      const next = Math.min(maxShift, Math.max(-maxShift, shift + gradient / curvature));
      const moved = Math.abs(next - shift);
      shift = next;
      if (moved < 1e-9) break;
    }
    return { shift, slope, value: logLikelihood(shift, slope) };
  };
  // the slope stays 1 unless another fits clearly better: exams all at one chance say nothing of it
  let best = bestShift(1);
  for (let slope = slopes[0]; slope <= slopes[1] + 1e-9; slope += slopeStep) {
    const fit = bestShift(slope);
    if (fit.value > best.value + 1e-9 * Math.max(1, Math.abs(best.value))) best = fit;
  }
  return { shift: best.shift, slope: best.slope, exams };
}

/** The model's chance as corrected. */
export const recalibrated = (probability: number, fit: Recalibration) =>
  fit.exams === 0 ? probability : sigmoid(fit.shift + fit.slope * logit(probability));
