// Stega: edit information hidden in copy strings as invisible characters, which the visual
// editing overlay reads to link a sentence on the page to its field in the Studio. One
// configuration for both sources: the Content Lake's result source maps and the seed's.
import type { InitializedStegaConfig } from '@sanity/client/stega';

import { isAssetType, isCopyPath } from './copy-fields';

export function stegaConfig(studioUrl: string): InitializedStegaConfig {
  return {
    enabled: true,
    studioUrl,
    filter: ({ sourcePath, sourceDocument }) => !isAssetType(sourceDocument._type) && isCopyPath(sourcePath),
  };
}
