import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { visionTool } from '@sanity/vision';
import { koKRLocale } from '@sanity/locale-ko-kr';
import { schemaTypes } from './schemaTypes';
import { FIXED_ID_TYPES, SINGLETON_ACTIONS } from './singletons';
import { splitTemplates, structure } from './structure';

export default defineConfig({
  name: 'default',
  title: '소담POS 사이트 콘텐츠',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'localseed',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure, title: '콘텐츠' }), visionTool({ title: 'GROQ 조회' }), koKRLocale()],
  schema: {
    types: schemaTypes,
    // A fixed-id document is opened from the desk at its id; a second one would never be shown.
    templates: (templates) => [...templates.filter((t) => !FIXED_ID_TYPES.has(t.schemaType)), ...splitTemplates],
  },
  document: {
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global' ? items.filter((item) => !FIXED_ID_TYPES.has(item.templateId)) : items,
    actions: (actions, { schemaType }) =>
      FIXED_ID_TYPES.has(schemaType) ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : actions,
  },
});
