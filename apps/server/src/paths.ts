import { fileURLToPath } from 'node:url';

/**
 * The repository's root. This file (`src/paths.ts`) and the compiled server (`dist/main.js`) sit at
 * the same depth below it, so the same relative address finds it from either.
 */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The SQL migrations, read at start by the migrator. */
export const MIGRATIONS = `${ROOT}apps/server/src/db/migrations`;
