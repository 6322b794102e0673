import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The build an instance runs, for `app_info`: the start of the fingerprint `npm run build` writes beside
 * the content it built (`build/fingerprint`, a hash of every input file), the same on every instance of a
 * release; `unbuilt` without one (the tests' content).
 */
export function buildVersion(contentDist: string) {
  const file = join(dirname(contentDist), 'fingerprint');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().slice(0, 12) : 'unbuilt';
}
