import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { koKRLocale } from '@sanity/locale-ko-kr';
import { schemaTypes } from './schemaTypes';

export default defineConfig({
  name: 'default',
  title: 'POS 사이트 콘텐츠',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'localseed',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool(), koKRLocale()],
  schema: { types: schemaTypes },
});
