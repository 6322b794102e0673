import type { SchoolView } from '@provisoire/domain';
import { siteSettings } from '../../lib/site-settings.ts';
import { schoolText } from './school-text.ts';

/** What a school that is not approved sees instead of its students: waiting, or why it was refused. */
export function SchoolStatus({ school }: { school: SchoolView }) {
  if (school.status === 'pending')
    return (
      <section role="status" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
        <h2 className="font-semibold text-amber-950">{schoolText('home.pending_title')}</h2>
        <p className="mt-1 text-amber-950">{schoolText('home.pending_text')}</p>
      </section>
    );
  const { contactPhone } = siteSettings();
  return (
    <section className="rounded-2xl bg-red-50 p-5 ring-1 ring-red-200">
      <h2 className="font-semibold text-red-900">{schoolText('home.rejected_title')}</h2>
      {school.reason && (
        <p className="mt-1 text-red-900">{schoolText('home.rejected_reason', { reason: school.reason })}</p>
      )}
      {contactPhone && (
        <p className="mt-1 text-stone-800">{schoolText('home.rejected_help', { phone: contactPhone })}</p>
      )}
    </section>
  );
}
