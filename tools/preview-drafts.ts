// `npm run preview:drafts`: the draft preview the Studio's Presentation tool frames, on this
// machine: drafts from the seed (or from Sanity when SANITY_PROJECT_ID and a Viewer token are
// set), with click-to-edit overlays, at http://localhost:4322. Like `npm run dev`, it starts the
// local Supabase stack unless PUBLIC_SUPABASE_URL points elsewhere. Ctrl-C stops both.
import { contentSource, studioUrl } from '../src/lib/env/build.ts';
import { envText } from '../src/lib/env/read.ts';
import { loadEnvFiles, printStackInfo, stackOptionsFromEnv, stopOnSignals } from './local-supabase/console.ts';
import { type LocalStack, startLocalStack } from './local-supabase/stack.ts';
import { buildPreview, PREVIEW_PORT, startPreviewServer } from './preview-server.ts';

async function main() {
  loadEnvFiles();
  let stack: LocalStack | undefined;
  if (!envText(process.env, 'PUBLIC_SUPABASE_URL')) {
    stack = await startLocalStack(stackOptionsFromEnv());
    printStackInfo(stack, false);
  }
  const env = stack ? { PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_PUBLISHABLE_KEY: stack.publishableKey } : {};
  try {
    buildPreview(env);
  } catch (error) {
    await stack?.stop();
    throw error;
  }
  const port = Number(envText(process.env, 'PREVIEW_PORT') ?? PREVIEW_PORT);
  const server = await startPreviewServer({ port, env });
  console.log(
    `\nDraft preview at ${server.url.replace('127.0.0.1', 'localhost')} (content: ${contentSource(process.env).kind === 'sanity' ? 'Sanity, drafts perspective' : 'studio/seed, drafts perspective'})`,
  );
  console.log(`The Studio may frame it from ${studioUrl(process.env)} (SANITY_STUDIO_URL). Ctrl-C stops it.\n`);
  stopOnSignals(async () => {
    await server.close();
    await stack?.stop();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
