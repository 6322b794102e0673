const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** `key: value` lines between two `---` lines at the top of a content file. */
export function readFrontMatter(source: string) {
  const match = FRONT_MATTER.exec(source);
  const fields = new Map<string, string>();
  for (const line of match?.[1]?.split('\n') ?? []) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return { fields, body: match ? source.slice(match[0].length) : source };
}
