// Rewrites vercel.json from dist/ (run `npm run build` first): see src/integrations/security-headers/vercel.ts.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { distScriptHashes } from '../src/integrations/security-headers/integration.ts';
import { vercelJson } from '../src/integrations/security-headers/vercel.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(dist)) {
  console.error('dist/가 없습니다. 먼저 npm run build 를 실행하세요.');
  process.exit(1);
}
writeFileSync(fileURLToPath(new URL('../vercel.json', import.meta.url)), vercelJson(distScriptHashes(dist)));
console.log('vercel.json updated');
