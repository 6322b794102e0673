import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@provisoire/domain';
import { useState } from 'react';
import { language } from '../../i18n/language.ts';
import { saveLanguage } from './save-language.ts';

/** Its name in each language at once: whoever cannot read the page's language still finds it. */
const LABEL = 'Ururimi · Language · Langue';

/**
 * The language chooser (issue 41), each language by its own name. A choice is kept at once in the
 * browser's cookie (so it holds offline too), then on the account if someone is signed in, and the page
 * loads again in it: every text, the server's page and the lessons change together.
 */
export function LanguageSelect({ dark = false }: { dark?: boolean }) {
  const [busy, setBusy] = useState(false);
  async function choose(next: Language) {
    setBusy(true);
    await saveLanguage(next);
    window.location.reload();
  }
  return (
    <label className="flex items-center text-sm">
      <span className="sr-only">{LABEL}</span>
      <select
        value={language()}
        disabled={busy}
        onChange={(e) => void choose(e.target.value as Language)}
        className={`min-h-11 rounded-md border px-2 py-1.5 ${dark ? 'border-white/40 bg-emerald-800 text-white' : 'border-stone-300 bg-white text-stone-900'}`}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
