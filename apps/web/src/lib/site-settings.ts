import type { SiteSettings } from '@provisoire/domain';

const EMPTY: SiteSettings = {
  supportWhatsapp: null,
  contactPhone: '',
  introVideoUrl: null,
  videoChannelUrl: null,
  social: { facebook: null, instagram: null, x: null },
  googleSignIn: false,
};

let cached: SiteSettings | undefined;

/** This deployment's settings, inlined by the server into the page as JSON (no extra request). */
export function siteSettings(): SiteSettings {
  if (!cached) {
    const json = typeof document === 'undefined' ? null : document.getElementById('site-settings')?.textContent;
    cached = json ? { ...EMPTY, ...(JSON.parse(json) as SiteSettings) } : EMPTY;
  }
  return cached;
}

/** On the server, which renders the public pages with the settings it will inline. */
export function applySiteSettings(settings: SiteSettings) {
  cached = { ...EMPTY, ...settings };
}
