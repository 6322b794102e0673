import { siteText } from '../../features/site/site-text.ts';
import { PageTitle } from '../../ui/page-title.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle text={siteText('about.title')} />
      <h1 className="text-3xl font-extrabold">{siteText('about.title')}</h1>
      <p className="mt-4 text-lg text-stone-700">{siteText('about.text')}</p>
    </div>
  );
}
