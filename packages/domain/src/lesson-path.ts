/**
 * Where a lesson's page is in the web app: the API links its feedback there, the web's pages too;
 * with an anchor, the page opens at that part of the lesson (`article-anchors.ts`).
 */
export const lessonPath = (id: number, anchor?: string | null) =>
  `/dashboard/amasomo/${id}${anchor ? `#${anchor}` : ''}`;
