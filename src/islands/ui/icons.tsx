// Small stroke icons shared by islands; decorative, so hidden from assistive technology.
import { toggleIcon } from '../../components/carousel/carousel';

// The carousel toggle's glyphs, shared with the hero (HeroCarousel.astro, components/home/hero-carousel.ts).
const PAUSE = toggleIcon(true);
const PLAY = toggleIcon(false);
interface IconProps {
  size?: number;
}

function Svg({ size = 24, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PauseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d={PAUSE.d} />
  </Svg>
);

export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d={PLAY.d} fill={PLAY.fill} />
  </Svg>
);
