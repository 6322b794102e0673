/**
 * The words the lessons, signs and questions agreed not to use, each with the term to write instead
 * (docs/content.md, "One term per concept"). The build refuses them in the question bank; a test
 * keeps them out of lessons and signs.
 */
const REFUSED_TERMS: { pattern: RegExp; use: string }[] = [
  { pattern: /nkomane/i, use: 'isangano' },
  { pattern: /umushoferi|abashoferi/i, use: 'umuyobozi' },
  { pattern: /akagarura-rumuri/i, use: 'akagarurarumuri' },
  { pattern: /remoruki|rumoruki/i, use: 'romoruki' },
  { pattern: /nomero/i, use: 'nimero' },
  { pattern: /abazimya umuriro/i, use: 'abazimya inkongi' },
  // the grey car is "iy'ibara ry'ivu" throughout, never "iy'ivu"
  { pattern: /(?<!r)y'ivu\b/i, use: "iy'ibara ry'ivu" },
  // the act is "guha inzira"; "Tanga inzira" is only the name of sign B.1, and "wo gutanga inzira" of its line
  { pattern: /(?<!wo )\bgutanga inzira|\b(?:a|u|ba|ki|gi|bi|zi|i|ri)tang[ae] inzira/i, use: 'guha inzira' },
  { pattern: /’/, use: "the plain apostrophe '" },
];

/** Each refused word `text` holds, as "uses X: write Y". */
export function refusedTerms(text: string) {
  return REFUSED_TERMS.flatMap(({ pattern, use }) => {
    const found = pattern.exec(text);
    return found ? [`uses "${found[0]}": write "${use}"`] : [];
  });
}
