import { pictureImage, pictureSources } from '../../lib/picture/picture-attributes';
// Type-only: the helper itself is build-time code and never reaches the browser.
import type { PictureProps } from '../../lib/content/image';

interface Props extends PictureProps {
  priority?: boolean;
  /** How wide the layout draws the picture at each screen width (see Picture.astro). */
  sizes: string;
  className?: string;
}

/**
 * The island twin of components/ui/Picture.astro: the same sources and image attributes
 * (picture-attributes.ts), spelled the way React spells them.
 */
export function Picture({ priority = false, sizes, className, ...image }: Props) {
  const { srcset, fetchpriority, alt, ...img } = pictureImage(image, priority);
  return (
    <picture className={className}>
      {pictureSources(image).map(({ media, type, srcset: sourceSet, width, height }) => (
        <source
          key={`${media ?? 'mb'} ${type ?? ''}`}
          media={media}
          type={type}
          srcSet={sourceSet}
          sizes={sizes}
          width={width}
          height={height}
        />
      ))}
      <img {...img} alt={alt} srcSet={srcset} sizes={srcset ? sizes : undefined} fetchPriority={fetchpriority} />
    </picture>
  );
}
