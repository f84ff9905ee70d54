import { MEDIA } from '../../styles/breakpoints';

/** One rendition of an image, as the content image helper returns it. */
export interface ImageRendition {
  src: string;
  width: number;
  height: number;
  srcset?: string | undefined;
}

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
