import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { Icon } from '../../ui/icons.tsx';
import { LessonCards } from './lesson-cards.tsx';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('lessons.title')}</h1>
        <Link
          to="/dashboard/ibyapa"
          className="inline-flex items-center gap-2 font-semibold text-emerald-800 underline"
        >
          <Icon name="sign" /> {t('signs.title')}
        </Link>
      </div>
      <LessonCards />
    </div>
  );
}
