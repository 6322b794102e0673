// What makes a name unsafe to show or to mail ("Muraho <name>,"): control characters (NUL, BEL, ESC),
// direction overrides that reorder the text around them, invisible format characters (zero-width
// space, BOM; the emoji joiner U+200D stays), and stacks of combining marks that spill over lines.
const CONTROL = /\p{Cc}|\p{Cs}/u;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const INVISIBLE = /(?!\u200d)\p{Cf}/u;
const MARK_STACK = /\p{M}{4,}/u;
const VISIBLE = /[^\p{Z}\p{M}\p{Cf}\s]/u;

/** True when a display name (already trimmed and NFC-normalised) is safe to show. */
export function isShowableName(name: string) {
  return (
    !CONTROL.test(name) && !BIDI.test(name) && !INVISIBLE.test(name) && !MARK_STACK.test(name) && VISIBLE.test(name)
  );
}
