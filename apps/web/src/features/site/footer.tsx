import { paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { siteSettings } from '../../lib/site-settings.ts';
import { siteText } from './site-text.ts';

export function Footer() {
  const { contactPhone, social } = siteSettings();
  const links = [
    { href: social.facebook, label: 'Facebook' },
    { href: social.instagram, label: 'Instagram' },
    { href: social.x, label: 'X' },
  ].filter((l): l is { href: string; label: string } => !!l.href);
  return (
    <footer className="focus-on-dark mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="font-semibold text-white">{siteText('footer.help')}</h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to={paths.about} className="inline-flex min-h-11 items-center hover:underline">
                {siteText('footer.about')}
              </Link>
            </li>
            {contactPhone && (
              <li>
                <a
                  href={`tel:${contactPhone.replace(/\s/g, '')}`}
                  className="inline-flex min-h-11 items-center hover:underline"
                >
                  {siteText('footer.contact', { phone: contactPhone })}
                </a>
              </li>
            )}
          </ul>
        </div>
        {links.length > 0 && (
          <div>
            <h2 className="font-semibold text-white">{siteText('footer.follow')}</h2>
            <ul className="mt-2 text-sm">
              {links.map((l) => (
                <li key={l.label}>
                  <a
                    href={l.href}
                    className="inline-flex min-h-11 items-center hover:underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* Last column even without social links; the year may differ from the server's on New Year's Eve. */}
        <p className="text-sm text-stone-400 sm:col-start-3 sm:text-right" suppressHydrationWarning>
          {siteText('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
