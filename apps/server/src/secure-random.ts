import { randomInt } from 'node:crypto';

// randomInt's widest range: a float from 48 random bits.
const RANGE = 2 ** 48 - 1;

/** A number in [0, 1) from a cryptographic source: exam draws and shuffles nobody can predict. */
export const secureRandom = () => randomInt(RANGE) / RANGE;
