import { paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { t } from '../i18n/t.ts';

export function LogoMark({ inverted = false, className = 'size-8' }: { inverted?: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill={inverted ? '#fff' : '#047857'} />
      <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill={inverted ? '#047857' : '#fff'} />
      <circle cx="24" cy="23" r="3" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to={paths.landing}
      className="flex min-h-11 items-center gap-2 font-extrabold tracking-tight"
      aria-label={`${t('app.name')}, ${t('nav.home')}`}
    >
      <LogoMark inverted={inverted} />
      <span className={`text-lg ${inverted ? 'text-white' : 'text-emerald-800'}`}>{t('app.name')}</span>
    </Link>
  );
}
