/** Every page of a learner's dashboard, one address each: the budgets weigh them, the tap targets measure them. */
export const LEARNER_PAGES = [
  '/dashboard',
  '/dashboard/amasomo',
  '/dashboard/amasomo/4',
  '/dashboard/ibyapa',
  '/dashboard/inyito',
  '/dashboard/imibare',
  '/dashboard/ifatabuguzi',
  '/dashboard/konte',
  '/dashboard/isuzuma',
  '/dashboard/imyitozo',
  '/dashboard/imyitozo/amakosa',
  '/dashboard/imyitozo/amahirwe',
  '/exam/instructions',
];
