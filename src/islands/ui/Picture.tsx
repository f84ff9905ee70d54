import { pictureImage, pictureSources } from '../../components/ui/picture-attributes';
// Type-only: the helper itself is build-time code and never reaches the browser.
import type { PictureProps } from '../../lib/content/image';

interface Props extends PictureProps {
  priority?: boolean;
  className?: string;
}

/**
 * The island twin of components/ui/Picture.astro: the same sources and image attributes
 * (picture-attributes.ts), spelled the way React spells them.
 */
export function Picture({ priority = false, className, ...image }: Props) {
  const { srcset, fetchpriority, ...img } = pictureImage(image, priority);
  return (
    <picture className={className}>
      {pictureSources(image).map(({ media, srcset: sourceSet, width, height }) => (
        <source key={media} media={media} srcSet={sourceSet} width={width} height={height} />
      ))}
      <img {...img} srcSet={srcset} fetchPriority={fetchpriority} />
    </picture>
  );
}
