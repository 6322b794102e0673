/** Where a lesson's page is in the web app: the API links its feedback there, the web's pages too. */
export const lessonPath = (id: number) => `/dashboard/amasomo/${id}`;
