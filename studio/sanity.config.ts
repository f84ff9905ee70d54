import { koKRLocale } from '@sanity/locale-ko-kr';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';

import { koKRSupplement } from './locale';
import { previewTool } from './presentation/tool';
import { studioProject } from './project';
import { schemaTypes } from './schemaTypes';
import { FIXED_ID_TYPES, SINGLETON_ACTIONS } from './singletons';
import { splitTemplates, structure } from './structure';

export default defineConfig({
  name: 'default',
  title: '소담POS 사이트 콘텐츠',
  ...studioProject,
  plugins: [
    structureTool({ structure, title: '콘텐츠' }),
    previewTool(),
    visionTool({ title: 'GROQ 조회' }),
    koKRLocale(),
    koKRSupplement(),
  ],
  // Content releases and scheduled drafts stay off: editors work draft → preview → publish (the
  // publish webhook rebuilds the site), and both would bring ~260 Studio strings no Korean locale has.
  releases: { enabled: false },
  scheduledDrafts: { enabled: false },
  schema: {
    types: schemaTypes,
    // A fixed-id document is opened from the desk at its id; a second one would never be shown.
    templates: (templates) => [...templates.filter((t) => !FIXED_ID_TYPES.has(t.schemaType)), ...splitTemplates],
  },
  document: {
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global' ? items.filter((item) => !FIXED_ID_TYPES.has(item.templateId)) : items,
    actions: (actions, { schemaType }) =>
      FIXED_ID_TYPES.has(schemaType)
        ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
        : actions,
  },
});
