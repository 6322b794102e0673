import type { Language } from './languages.ts';
export const ROLES = ['learner', 'admin', 'school'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the API shows it. */
export interface SessionUser {
  id: string;
  displayName: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  /** Phone and Google accounts have none until one is set by a reset link. */
  hasPassword: boolean;
  /** A Google account signs in to this one (by its subject); the account page can remove the link. */
  google: boolean;
  role: Role;
  /** The language chosen on the account (issue 41); null until one is: pages follow the browser's. */
  language: Language | null;
  /** Where the learner lives, once the profile says it. */
  place: { province: string; district: string; sector: string; cell: string } | null;
  /**
   * Unread messages from the learner's school, for the bell: given when the page asks who this is and
   * at sign-in (not after other changes, which keep the count the page had).
   */
  unread?: number;
  /**
   * This device's session, given when the page asks who this is: a sign-out made offline is kept and
   * sent later naming it (`POST /api/auth/logout { session }`), so it can never end another's session.
   */
  session?: string;
}

/** Public settings of this deployment that the pages show (support numbers, video links). */
export interface SiteSettings {
  supportWhatsapp: string | null;
  contactPhone: string;
  introVideoUrl: string | null;
  videoChannelUrl: string | null;
  social: {
    facebook: string | null;
    instagram: string | null;
    x: string | null;
  };
  /** 'Komeza na Google' shows only where Google sign-in is configured. */
  googleSignIn: boolean;
}

/** One signed-in browser of an account, as `GET /api/auth/sessions` gives it (most recently seen first). */
export interface Device {
  id: string;
  current: boolean;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
}
