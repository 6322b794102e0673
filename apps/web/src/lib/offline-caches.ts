/**
 * What the service worker keeps on the phone and the pages clear, named once for both. The app's code
 * is Workbox's precache (one per version); these hold the learner's study material.
 */
export const OFFLINE_CACHES = {
  /** The signed-in learner's own answers: who they are, their subscription and progress, the lessons. Private. */
  study: 'provisoire-study-v1',
  /** Signs and drawn situations: public files named by their content. */
  media: 'provisoire-media-v1',
} as const;

/** API answers kept for reading offline: fresh from the network whenever it answers. */
export const STUDY_API =
  /^\/api\/(auth\/me|subscription|progress|lessons|lessons\/\d+|pages\/[\w-]+|signs|offline-pack|practice\/pack)$/;
/** Of those, the course itself: what an ended subscription locks. */
export const COURSE_API = /^\/api\/(lessons\/\d+|pages\/[\w-]+|signs|practice\/pack)$/;

/** Practice answers given offline, waiting to be sent (features/practice/offline-practice.ts). */
export const PRACTICE_OUTBOX = 'provisoire.practice-answers';
