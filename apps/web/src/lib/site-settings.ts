import type { SiteSettings } from '@provisoire/domain';

const EMPTY: SiteSettings = {
  supportWhatsapp: null,
  contactPhone: '',
  introVideoUrl: null,
  videoChannelUrl: null,
  social: { facebook: null, instagram: null, x: null },
};

let cached: SiteSettings | undefined;

/** This deployment's settings, inlined by the server into the page as JSON (no extra request). */
export function siteSettings(): SiteSettings {
  if (!cached) {
    const json = document.getElementById('site-settings')?.textContent;
    cached = json ? { ...EMPTY, ...(JSON.parse(json) as SiteSettings) } : EMPTY;
  }
  return cached;
}
