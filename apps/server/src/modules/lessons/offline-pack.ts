import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { OfflinePack } from '@provisoire/domain';
import { MEDIA_PREFIX } from '../../content/media.ts';
import type { Precompressed } from '../../http/precompressed.ts';

/**
 * The whole course as a phone downloads it to study without data, in one language: the address of every
 * lesson, study page, the sign library and every picture it shows (`pictures`, the language's drawings),
 * and what they weigh on the wire (brotli, as they are sent).
 */
export function offlinePack(
  answers: Map<string, Precompressed>,
  mediaDir: string,
  pictures: readonly string[],
): OfflinePack {
  const media = pictures.filter((name) => existsSync(join(mediaDir, name)));
  const mediaBytes = media.reduce((sum, name) => {
    const compressed = join(mediaDir, `${name}.br`);
    return sum + statSync(existsSync(compressed) ? compressed : join(mediaDir, name)).size;
  }, 0);
  const answerBytes = [...answers.values()].reduce((sum, answer) => sum + answer.br.length, 0);
  return {
    urls: [...answers.keys(), ...[...media].sort().map((name) => `${MEDIA_PREFIX}${name}`)],
    bytes: answerBytes + mediaBytes,
  };
}
