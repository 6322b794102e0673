import { tp } from '../../features/site/site-text.ts';
import { PageTitle } from '../../ui/page-title.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle text={tp('about.title')} />
      <h1 className="text-3xl font-extrabold">{tp('about.title')}</h1>
      <p className="mt-4 text-lg text-stone-700">{tp('about.text')}</p>
    </div>
  );
}
