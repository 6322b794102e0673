import { describe, expect, it } from 'vitest';
import { EXAM_PARTS, estimateReadiness, examMix, type PartEvidence } from './readiness.ts';
import {
  fitRecalibration,
  NO_RECALIBRATION,
  RECALIBRATION,
  type RecalibrationGroup,
  recalibrated,
} from './recalibration.ts';

/** Exams at each chance the model gave, passing at `observed(chance)`. */
const exams = (per: number, observed: (p: number) => number): RecalibrationGroup[] =>
  [0.1, 0.3, 0.5, 0.7, 0.9].map((probability) => ({
    probability,
    exams: per,
    passes: Math.round(per * observed(probability)),
  }));
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

describe('fitRecalibration', () => {
  it('changes nothing without exams, or when the model was right', () => {
    expect(fitRecalibration([])).toEqual(NO_RECALIBRATION);
    expect(recalibrated(0.42, fitRecalibration([]))).toBe(0.42);
    const honest = fitRecalibration(exams(2000, (p) => p));
    expect(honest.shift).toBeCloseTo(0, 2);
    expect(honest.slope).toBeCloseTo(1, 2);
    expect(honest.exams).toBe(10_000);
  });

  it('lifts a model that under-rates, by as much as the exams say', () => {
    // the real pass rate sits 0.5 higher on the log-odds scale at every chance
    const fit = fitRecalibration(exams(4000, (p) => sigmoid(logit(p) + 0.5)));
    expect(fit.shift).toBeCloseTo(0.5, 1);
    expect(fit.slope).toBeCloseTo(1, 1);
    expect(recalibrated(0.5, fit)).toBeCloseTo(sigmoid(0.5), 2);
  });

  it('flattens a model surer than its record', () => {
    // learners shown 10 % and 90 % both pass about half the time
    const fit = fitRecalibration(exams(4000, (p) => sigmoid(0.3 * logit(p))));
    expect(fit.slope).toBeCloseTo(0.4, 1);
    expect(recalibrated(0.9, fit)).toBeLessThan(0.75);
    expect(recalibrated(0.1, fit)).toBeGreaterThan(0.25);
  });

  it('moves little on a few exams, however they fell', () => {
    // 20 exams all failed at 90 %: evidence against the model, but worth far less than the prior
    const few = fitRecalibration([{ probability: 0.9, exams: 20, passes: 0 }]);
    expect(recalibrated(0.9, few)).toBeGreaterThan(0.75);
    const many = fitRecalibration([{ probability: 0.9, exams: 20 * RECALIBRATION.priorExams, passes: 0 }]);
    expect(recalibrated(0.9, many)).toBeLessThan(recalibrated(0.9, few));
  });

  it('stays within its bounds and keeps the order of chances', () => {
    const wild = fitRecalibration(exams(100_000, (p) => (p > 0.5 ? 0 : 1)));
    expect(wild.slope).toBeGreaterThanOrEqual(RECALIBRATION.slopes[0]);
    expect(Math.abs(wild.shift)).toBeLessThanOrEqual(RECALIBRATION.maxShift);
    const fit = fitRecalibration(exams(4000, (p) => sigmoid(logit(p) - 0.7)));
    expect(recalibrated(0.3, fit)).toBeLessThan(recalibrated(0.6, fit));
  });
});

describe('estimateReadiness with a correction', () => {
  const bank = EXAM_PARTS.flatMap((part) =>
    Array.from({ length: 40 }, () => ({ topic: part === 0 ? 12 : part, sign: part === 0 ? 'A.1' : null })),
  );
  const mix = examMix(bank);
  const now = new Date('2026-12-07T12:00:00Z');
  const evidence: PartEvidence[] = EXAM_PARTS.map((part) => ({
    part,
    weight: 10,
    right: 7,
    at: now,
    answers: 10,
    firsts: 10,
  }));

  it('shows the corrected chance and its verdict, and keeps the model’s own', () => {
    const plain = estimateReadiness(evidence, mix, now);
    const fit = { shift: 1, slope: 1, exams: 5000 };
    const lifted = estimateReadiness(evidence, mix, now, undefined, fit);
    expect(plain.modelProbability).toBe(plain.readiness.probability);
    expect(lifted.modelProbability).toBe(plain.modelProbability);
    expect(lifted.readiness.probability).toBeCloseTo(recalibrated(plain.modelProbability!, fit), 9);
    expect(lifted.readiness.probability!).toBeGreaterThan(plain.readiness.probability!);
    expect(lifted.readiness.policeProbability!).toBeGreaterThanOrEqual(lifted.readiness.probability!);
  });

  it('has nothing to correct while the chance is withheld', () => {
    const none = estimateReadiness([], mix, now, undefined, { shift: 1, slope: 1, exams: 5000 });
    expect(none.readiness.probability).toBeNull();
    expect(none.modelProbability).toBeNull();
  });
});
