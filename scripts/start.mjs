// @ts-check
// `npm start`: builds what changed since the last build (nothing, usually), then runs the compiled
// server in this same process: one node, no TypeScript loader, no wrapper. Without the build tools
// (`npm ci --omit=dev`) it starts the tree as built, and refuses, saying why, when there is none.
import { BuildError, build } from './build.mjs';

process.env.NODE_ENV ||= 'production';
try {
  if (build({ ifStale: true })) console.log('built; starting');
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(error.message);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
