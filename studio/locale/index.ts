// Korean for the Studio strings @sanity/locale-ko-kr 1.1.33 does not cover in sanity 6.16.0
// (tests/content/studio-locale.test.ts lists any key still falling back to English). The
// bundles only fill gaps (overwrite: false): a newer locale package's own wording wins.
import { defineLocaleResourceBundle, definePlugin } from 'sanity';

const NAMESPACES = {
  studio: () => import('./ko-KR/studio'),
  structure: () => import('./ko-KR/structure'),
  presentation: () => import('./ko-KR/presentation'),
  vision: () => import('./ko-KR/vision'),
  'copy-paste': () => import('./ko-KR/copy-paste'),
  feedback: () => import('./ko-KR/feedback'),
};

export const koKRSupplement = definePlugin({
  name: 'sodampos-locale-ko-kr-supplement',
  i18n: {
    bundles: Object.entries(NAMESPACES).map(([namespace, resources]) =>
      defineLocaleResourceBundle({ locale: 'ko-KR', namespace, resources, overwrite: false }),
    ),
  },
});
