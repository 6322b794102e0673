import { paths } from '@provisoire/domain';

/**
 * The pages the server renders to HTML (at start, with the deployment's settings), each with the
 * modules of its route code, which the server names in `<link rel="modulepreload">` so they download
 * beside the main script instead of after it. A test checks the list against the routes.
 */
export const PRERENDERED_PAGES: Record<string, string[]> = {
  [paths.landing]: ['src/app/public-layout.tsx', 'src/features/landing/landing-page.tsx'],
  [paths.about]: ['src/app/public-layout.tsx', 'src/app/routes/about.tsx'],
  [paths.login]: ['src/app/form-layout.tsx', 'src/features/auth/login-page.tsx'],
  [paths.register]: ['src/app/form-layout.tsx', 'src/features/auth/register-page.tsx'],
  [paths.signUp]: ['src/app/form-layout.tsx', 'src/features/auth/sign-up-page.tsx'],
};
