import { pictureSources } from '../../components/ui/picture-sources';
// Type-only: the helper itself is build-time code and never reaches the browser.
import type { PictureProps } from '../../lib/content/image';

interface Props extends PictureProps {
  priority?: boolean;
  className?: string;
}

/**
 * The island twin of components/ui/Picture.astro: the same sources (picture-sources.ts) and the
 * same loading rule; only the attribute spelling is React's.
 */
export function Picture({ priority = false, className, ...image }: Props) {
  const { mb, alt } = image;
  return (
    <picture className={className}>
      {pictureSources(image).map(({ media, srcset, width, height }) => (
        <source key={media} media={media} srcSet={srcset} width={width} height={height} />
      ))}
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
