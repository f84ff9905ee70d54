// One of the site's icons (src/lib/icons.ts) in an island; decorative, so hidden from assistive
// technology. Icon.astro draws the same list in pages.
import { iconFrame, type IconName } from '../../lib/icons';

interface Props {
  icon: IconName;
  size?: number;
}

export function Icon({ icon, size = 24 }: Props) {
  const { shapes, ...frame } = iconFrame(icon, size);
  return (
    <svg {...frame} aria-hidden="true" focusable="false">
      {shapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={shape.fill} stroke={shape.stroke} />
      ))}
    </svg>
  );
}
