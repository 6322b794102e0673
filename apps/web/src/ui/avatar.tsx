const COLOURS = [
  'bg-emerald-700',
  'bg-sky-700',
  'bg-amber-700', // white on amber-600 was 3.2:1; amber-700 gives 5:1
  'bg-rose-700',
  'bg-violet-700',
  'bg-teal-700',
  'bg-orange-700',
];

/** Up to two initials, from the first two words of the name. */
export const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The same first letter always gets the same colour. */
export const avatarColour = (name: string) => COLOURS[(name.trim().toUpperCase().codePointAt(0) ?? 0) % COLOURS.length];

export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full font-bold text-white ${avatarColour(name)}`}
    >
      {initials(name)}
    </span>
  );
}
