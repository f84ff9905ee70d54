// `npm run preview:drafts`: the draft preview the Studio's Presentation tool frames, on this
// machine: drafts from the seed (or from Sanity when SANITY_PROJECT_ID and a Viewer token are
// set), with click-to-edit overlays, at http://localhost:4322. Like `npm run dev`, it starts the
// local Supabase stack unless PUBLIC_SUPABASE_URL points elsewhere. Ctrl-C stops both.
// The preview shows drafts only after the Studio's preview-secret handshake; with the seed there
// is no Studio, so this writes a secret into the offline store the way the Studio writes one
// into the dataset, and prints the address that walks the handshake.
import { createSeedSecret, enableUrl } from '../src/integrations/preview/secrets.ts';
import { seedSecretsFile } from '../src/integrations/preview/session.ts';
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
  const address = server.url.replace('127.0.0.1', 'localhost');
  const fromSeed = contentSource(process.env).kind === 'seed';
  console.log(`\nDraft preview at ${address} (content: ${fromSeed ? 'studio/seed' : 'Sanity'}, drafts perspective)`);
  console.log(
    fromSeed
      ? `Open it through the preview-secret handshake (valid for an hour, like the Studio's):\n  ${enableUrl(address, createSeedSecret(seedSecretsFile(), studioUrl(process.env)))}`
      : "Open it from the Studio's 미리보기 tab: it hands the preview a secret from the dataset.",
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
