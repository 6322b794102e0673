import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type BuildLanguage, languages } from './build/languages.ts';
import { precompress } from './build/precompress.ts';

const dist = fileURLToPath(new URL('./dist', import.meta.url));
/** The server's renderer of the public pages: one self-contained module, never served to browsers. */
const ssrOutDir = fileURLToPath(new URL('./dist-ssr', import.meta.url));
const API = 'http://localhost:3000';
/** The admin's pages: the panels, and the calibration and item analysis (issue 39) that only the admin opens. */
const ADMIN_CODE = /[\\/]src[\\/]features[\\/](admin|calibration|item-stats)[\\/]/;
const MAIN_STYLESHEET = /^assets\/index-[\w-]+\.css$/;
/** Small ui pieces and helpers of the dashboard's pages only: with its data library, not in the landing's kit. */
/**
 * The service worker's registration, the offline bar and the sign-out's clean-up ride with them too, and
 * the clients of lessons and subscription (with the practice rules' figures) that every dashboard page loads.
 */
const DASHBOARD_KIT = String.raw`(ui[\\/](avatar|load-error|loading-screen)|lib[\\/](format-date|leave-warning|offline-caches|install-moment|learner-queries)|features[\\/](dashboard[\\/]offline-bar|offline[\\/](register-sw|use-online|private-data)|(exam|lessons|subscription)[\\/]api|practice[\\/]practice-rules))\.tsx?$`;

/**
 * Installable, and the app's code on the phone (docs/offline.md): the service worker `src/sw.ts`, built
 * by Workbox with the list of files to keep (every page's code and the loading shell; not the admin's),
 * and the web app manifest. The pages register it themselves (`features/offline/register-sw.ts`).
 */
/**
 * Pages a learner's phone does not keep for offline use: the admin's and a school's, the ways in (signing
 * in needs the network), the landing, paying and the password-strength estimator (both need the network
 * too). Only page chunks: what a kept page imports is kept. About 30 KB of the first dashboard visit's
 * background download; fetched when used, as before.
 */
const NOT_FOR_OFFLINE = [
  'assets/admin-*',
  'assets/{students-page,student-page,seats-page,message-page,school-home,school-sign-up-page}-*',
  'assets/{landing-page,about,login-page,register-page,sign-up-page,verify-phone-page,verify-email-page}-*',
  'assets/{forgot-password-page,reset-password-page,payment-flow,password-strength-estimate}-*',
];

/** The installed app's name and description, in the build's language. */
const MANIFEST_WORDS: Record<BuildLanguage, { name: string; description: string }> = {
  rw: {
    name: "Provisoire: iga amategeko y'umuhanda",
    description: "Iga amategeko y'umuhanda kandi witoze ikizamini cya provisoire, n'igihe nta murandasi.",
  },
  en: {
    name: 'Provisoire: learn the traffic rules',
    description: 'Learn the traffic rules and practise for the provisional licence exam, even offline.',
  },
  fr: {
    name: 'Provisoire : apprenez le code de la route',
    description: "Apprenez le code de la route et entraînez-vous à l'examen du permis provisoire, même hors ligne.",
  },
};

const pwa = (language: BuildLanguage) =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      globIgnores: NOT_FOR_OFFLINE,
    },
    manifest: {
      id: '/dashboard',
      ...MANIFEST_WORDS[language],
      short_name: 'Provisoire',
      lang: language,
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#047857',
      background_color: '#fafaf9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });

/**
 * One build per language (`--mode en`, `--mode fr`; Kinyarwanda otherwise), each with its texts in place
 * (build/languages.ts): Kinyarwanda's in dist/, the others' pages, service worker and manifest in
 * dist/en/ and dist/fr/, their code moved into dist/assets/ beside Kinyarwanda's (build/share-assets.ts),
 * where the files all three have alike are one.
 */
export default defineConfig(({ isSsrBuild, mode }) => {
  const language: BuildLanguage = mode === 'en' || mode === 'fr' ? mode : 'rw';
  const outDir = language === 'rw' ? dist : `${dist}/${language}`;
  return {
    plugins: [
      languages(language, !!isSsrBuild),
      react(),
      tailwindcss(),
      ...(isSsrBuild ? [] : [pwa(language), precompress(outDir)]),
    ],
    define: isSsrBuild ? {} : { 'import.meta.env.VITE_LANGUAGE': JSON.stringify(language) },
    build: isSsrBuild
      ? { outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false }
      : {
          outDir,
          emptyOutDir: true,
          copyPublicDir: language === 'rw',
          // Which files hold each module's code: the server preloads the code of the pages it renders.
          manifest: true,
          // Every browser we serve knows <link rel="modulepreload">: no polyfill in the main script. The
          // admin's code (its files named admin-…) fetches what it imports itself: the list of those files
          // stays out of the main script that every learner downloads. The main stylesheet is inline in every
          // page: code loaded later (the bell's panel, a lesson's self-check) must not fetch it again (6 KB).
          modulePreload: {
            polyfill: false,
            resolveDependencies: (file, deps) =>
              file.startsWith('assets/admin-') ? [] : deps.filter((dep) => !MAIN_STYLESHEET.test(dep)),
          },
          // Everything the first page needs in one file: on a slow phone each extra request costs a round trip.
          rolldownOptions: {
            output: {
              chunkFileNames: (chunk) =>
                ADMIN_CODE.test(chunk.facadeModuleId ?? '')
                  ? 'assets/admin-[name]-[hash].js'
                  : 'assets/[name]-[hash].js',
              codeSplitting: {
                groups: [
                  { name: 'app', tags: ['$initial'] },
                  // The data library and our client of it in one file for the dashboard, not seven: each file
                  // costs its headers. The ui pieces and helpers that only the dashboard's pages use ride along
                  // (DASHBOARD_KIT): every dashboard page loads this file, and the landing never does. So do the
                  // take-over of the data a page was rendered with, which the pages of server-data.ts import, and
                  // the practice figures and a lesson's address (100 bytes that were a file of their own), and the exam's
                  // figures (every dashboard page's code reads them).
                  {
                    name: 'query',
                    test: new RegExp(
                      String.raw`[\\/](node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](query-client|api-query)\.|src[\\/]${DASHBOARD_KIT}|(src[\\/]app|domain[\\/]src)[\\/]page-data\.ts$|domain[\\/]src[\\/](practice|exam)\.ts$)`,
                    ),
                  },
                  // The validation library, the account forms' schemas (the SMS code's too), the fields (the
                  // password's too) and the form hook: every way in needs them, and none of the profile form's code. The SMS codes' texts, and the phone
                  // numbers' and provinces' names that the same pages write, ride along.
                  {
                    name: 'forms',
                    test: /[\\/](node_modules[\\/]zod[\\/]|domain[\\/]src[\\/](auth-schemas|profile-schemas|display-name|phone|phone-code-schemas|provinces)\.ts|src[\\/](ui[\\/](field|form-alert|password-field)|lib[\\/]use-schema-form|features[\\/]auth[\\/]sms-api-texts)\.tsx?)/,
                  },
                  // The province-to-cell lists and their selects, for the profile form and a school's sign-up.
                  {
                    name: 'places',
                    // Not what they import (the provinces' names, which the account page shows without them).
                    includeDependenciesRecursively: false,
                    test: /[\\/]src[\\/](ui[\\/](place-fields|place-text|select-field)\.tsx?|lib[\\/]places\.ts|locations[\\/]provinces\.json)/,
                  },
                  // The learner's progress as the home, the lessons list and practice show it (with the invitations
                  // to the free day), in one file; with the request ids (lib/uuid) that practice answers and
                  // payments carry, which the pages without either need not download.
                  {
                    name: 'progress',
                    includeDependenciesRecursively: false,
                    test: /[\\/](features[\\/](practice[\\/](api|progress-text|subscribe-invite|lesson-progress|practice-api-texts)|subscription[\\/]trial-(offer|text))\.tsx?|domain[\\/]src[\\/]readiness\.ts|lib[\\/]uuid\.ts)$/,
                  },
                  // The lessons' texts with the subscription redirect and the course's words: every study page (a
                  // lesson, the signs, the glossary, practice) needs them, and a file less is a request less.
                  {
                    name: 'lessons-text',
                    includeDependenciesRecursively: false,
                    test: /[\\/](features[\\/]lessons[\\/]lessons-text\.ts|ui[\\/]subscribe-redirect\.tsx|lib[\\/]course-text\.ts)$/,
                  },
                  // The plans, their prices and names: the subscription's, a school's seats and the admin's pages.
                  {
                    name: 'plans',
                    includeDependenciesRecursively: false,
                    test: /[\\/](domain[\\/]src[\\/]plans\.ts|lib[\\/]plan-name\.ts)$/,
                  },
                  // A learner's results as a list and its texts: the home, the results and an exam's end show them.
                  {
                    name: 'results',
                    includeDependenciesRecursively: false,
                    test: /[\\/]features[\\/]exam[\\/]results-(list|text)\.tsx?$/,
                  },
                  // The ways in's own calls and small pieces (the API's calls, the link between sign-in and sign-up,
                  // the address's query): every sign-in page needs them, and two files fewer are two requests fewer.
                  {
                    name: 'ways-in',
                    includeDependenciesRecursively: false,
                    test: /[\\/]features[\\/]auth[\\/](api|have-account-link|use-query-param)\.tsx?$/,
                  },
                  // What every school page and the school sign-up share: the schools' rules and the API's school texts.
                  {
                    name: 'school-shared',
                    test: /[\\/](domain[\\/]src[\\/]schools\.ts|features[\\/]school[\\/]school-api-texts\.ts)/,
                  },
                  // The small pieces of the ui kit and helpers that most pages share, together (not those of one or two pages;
                  // the dashboard's own, DASHBOARD_KIT, and the request ids are taken by the groups above: the earlier wins).
                  {
                    name: 'kit',
                    // (not the parts of a few pages that moved to ui/ and lib/ to be shared: the outbox, a plan's name)
                    test: /[\\/]src[\\/]((ui|lib)[\\/](?!field|password-field|query-client|api-query|select-field|use-seconds-left|outbox|plan-name)|features[\\/]site[\\/](video-channel-link|language-select|save-language))/,
                  },
                ],
              },
            },
          },
        },
    ssr: { noExternal: true },
    server: {
      // The API takes posts only from its own origin: the dev server's pages speak as that origin.
      proxy: Object.fromEntries(
        ['/api', '/dev', '/media'].map((path) => [path, { target: API, headers: { origin: API } }]),
      ),
    },
  };
});
