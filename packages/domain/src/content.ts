/** What every signed-in user sees of a lesson: enough for the list. */
export interface LessonSummary {
  id: number;
  title: string;
  description: string;
  /** Address of the card's picture (a road sign or a drawn situation). */
  image: string;
}

/** A lesson with its content, for a learner whose subscription is active. */
export interface Lesson extends LessonSummary {
  /** Sanitised HTML compiled from the lesson's Markdown. */
  html: string;
}

/** The pages beside the lessons: the glossary and the key numbers. */
export const STUDY_PAGES = ['inyito', 'imibare'] as const;
export type StudyPageSlug = (typeof STUDY_PAGES)[number];

export interface StudyPage {
  slug: StudyPageSlug;
  title: string;
  description: string;
  /** Sanitised HTML compiled from the page's Markdown. */
  html: string;
}

export interface LessonList {
  lessons: LessonSummary[];
  /** Whether this user may open the lessons now (an active subscription). */
  hasAccess: boolean;
}

/** Sign categories of the traffic code's annexes, in their order. */
export const SIGN_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type SignCategory = (typeof SIGN_CATEGORIES)[number];

export interface RoadSign {
  /** The official code, e.g. `B.1`. */
  code: string;
  category: SignCategory;
  /** Kinyarwanda name. */
  name: string;
  /** What it tells the road user, in Kinyarwanda. */
  meaning: string;
  image: string;
}

export interface SignLibrary {
  signs: RoadSign[];
}

/** The whole course for studying without data (`GET /api/offline-pack`): what to download, and its weight. */
export interface OfflinePack {
  /** The lessons, study pages, sign library and every picture, by address. */
  urls: string[];
  /** What they weigh on the wire, compressed as sent: shown before the download starts. */
  bytes: number;
}
