import { MEDIA } from '../../styles/breakpoints';
// Type-only: the helper itself is build-time code and never reaches the browser.
import type { ImageRendition } from '../../lib/content/image';

interface Props {
  mb: ImageRendition;
  tablet?: ImageRendition | undefined;
  pc?: ImageRendition | undefined;
  alt: string;
  priority?: boolean;
  className?: string;
}

/** The island twin of components/ui/Picture.astro: same per-device sources, same sizing. */
export function Picture({ mb, tablet, pc, alt, priority = false, className }: Props) {
  return (
    <picture className={className}>
      {pc && <source media={MEDIA.pc} srcSet={pc.srcset ?? pc.src} width={pc.width} height={pc.height} />}
      {tablet && <source media={MEDIA.tablet} srcSet={tablet.srcset ?? tablet.src} width={tablet.width} height={tablet.height} />}
      <img
        src={mb.src}
        srcSet={mb.srcset}
        width={mb.width}
        height={mb.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
