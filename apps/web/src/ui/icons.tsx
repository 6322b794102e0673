/**
 * Line icons drawn on a 24 px grid; decorative, so hidden from screen readers. These are the ones the
 * public pages share (in the main script); the dashboard's own are in features/dashboard/menu-icon.tsx,
 * and a page's only one in that page (a `PathIcon`).
 */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  play: 'M8 5v14l11-7z',
  chat: 'M4 5h16v11H8l-4 4z',
  check: 'M4 12l5 5L20 6',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21V5',
  sign: 'M12 3l9 16H3zM12 10v4M12 17h.01',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  card: 'M3 6h18v12H3zM3 10h18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  send: 'M4 12l16-8-6 16-2-6z',
} as const;

export type IconName = keyof typeof PATHS;

export const Icon = ({ name, className }: { name: IconName; className?: string }) => (
  <PathIcon d={PATHS[name]} className={className} />
);

/** An icon from its path data (`d`). */
export function PathIcon({ d, className = 'size-5' }: { d: string; className?: string | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
