// @ts-check
// `npm start`: builds what changed since the last build (nothing, usually), then runs the compiled
// server in this same process: one node, no TypeScript loader, no wrapper.
import { build } from './build.mjs';

process.env.NODE_ENV ||= 'production';
if (build({ ifStale: true })) console.log('built; starting');
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
