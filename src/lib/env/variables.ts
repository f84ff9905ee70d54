// Every environment variable the project reads, declared once: its name and what reads it.
// Code reads them only through this folder (`envText(source, 'NAME')` is typed against this
// list), `.env.example` lists exactly these (variables.test.ts), and docs/development.md#environment-variables
// explains them. Tool switches that only tests set (PERF_RUNS, E2E_SKIP_BUILD,
// CHROME_PATH …) belong to their tools and are not part of the site's environment.
export const ENV_VARIABLES = {
  // The site, at build time (PUBLIC_ values end up in the browser, which is what they are for).
  PUBLIC_SITE_URL: 'the public https origin: canonical URLs, sitemap, robots.txt, Open Graph',
  PUBLIC_SUPABASE_URL: 'the Supabase project the browser calls; unset: the local stack',
  PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'the project’s publishable key (sb_publishable_…)',
  PUBLIC_SUPABASE_ANON_KEY: 'the legacy anon JWT, read only when no publishable key is set (the build warns)',
  PUBLIC_NAVER_CLIENT_ID: 'the Naver Login application’s client id (public)',
  PUBLIC_NAVER_AUTHORIZE_URL: 'Naver’s authorize page, only to reach the real Naver from a local backend',
  PUBLIC_SENTRY_DSN: 'the error tracker’s DSN for the browser (Sentry); unset: no error reports leave the browser',
  SANITY_PROJECT_ID: 'the Sanity project content is read from; unset: studio/seed',
  SANITY_DATASET: 'its dataset (default production)',
  SANITY_API_READ_TOKEN: 'a Viewer token: a private dataset, and the draft preview',
  // The draft preview server.
  PREVIEW_DRAFTS: 'shell only, build time: 1 builds the draft preview server instead of the public site',
  SANITY_STUDIO_URL: 'the Studio: the preview’s edit links and the only origin that may frame it',
  PREVIEW_PORT: 'the port of npm run preview:drafts (default 4322)',
  PREVIEW_SEED_SECRETS: 'the offline preview’s secret store (default .local/preview-secrets.ndjson)',
  SEED_DATASET_FILE: 'tests only: another seed file for a build',
  // The Studio workspace (the Sanity CLI hands SANITY_STUDIO_* to the Studio's bundle).
  SANITY_STUDIO_PROJECT_ID: 'the Studio’s project, the same id as SANITY_PROJECT_ID',
  SANITY_STUDIO_DATASET: 'the Studio’s dataset (default production)',
  SANITY_STUDIO_PREVIEW_URL: 'where the Studio’s 미리보기 tool finds the preview host',
  // Tools that talk to a hosted project.
  SUPABASE_SECRET_KEY: 'tools only, never the site: the project’s secret key (sb_secret_…)',
  SUPABASE_ACCESS_TOKEN: 'the Supabase CLI’s and the launch check’s management token (optional)',
  SUPABASE_AUTH_SITE_URL: 'supabase config push: the hosted Auth site URL',
  SUPABASE_AUTH_REDIRECT_URL: 'supabase config push: the hosted redirect allow-list entry (<site>/login**)',
  SUPABASE_AUTH_PREVIEW_REDIRECT_URL:
    'supabase config push, optional: the Preview deployments’ entry (<preview domain>/login**)',
  SUPABASE_AUTH_EXTERNAL_KAKAO_CLIENT_ID: 'supabase config push / start: Kakao’s REST API key',
  SUPABASE_AUTH_EXTERNAL_KAKAO_SECRET: 'supabase config push / start: Kakao Login’s client secret',
  SUPABASE_AUTH_EXTERNAL_GOOGLE_CLIENT_ID: 'supabase config push / start: the Google OAuth client id',
  SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: 'supabase config push / start: the Google OAuth client secret',
  // The local backend (tools/local-supabase), only when PUBLIC_SUPABASE_URL is empty.
  LOCAL_SUPABASE_PORT: 'the local gateway’s port (default 54321)',
  LOCAL_SUPABASE_DB_PORT: 'the local Postgres port for psql (default 54322)',
  LOCAL_AUTH_REDIRECT_ORIGINS: 'more origins a local sign-in may return to (comma-separated)',
  POSTGREST_BIN: 'the PostgREST 12 binary where npm has none (macOS, Windows)',
} as const;

export type EnvName = keyof typeof ENV_VARIABLES;

/** Where values come from: process.env, Vite's import.meta.env, a merged .env reading. */
export type EnvSource = Readonly<Record<string, unknown>>;
