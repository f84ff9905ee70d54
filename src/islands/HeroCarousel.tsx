import type { PictureProps } from '../lib/content/image';
import { Carousel } from './shared/Carousel';
import { IslandBoundary } from './shared/IslandBoundary';
import { Lines } from './shared/Lines';
import { Picture } from './shared/Picture';
import { useHydrated } from './shared/useHydrated';
import styles from './HeroCarousel.module.css';

export interface HeroSlide {
  key: string;
  eyebrow: string;
  heading: string;
  description: string;
  image: PictureProps;
}

interface Props {
  slides: HeroSlide[];
  cta: { label: string; href: string };
  appStore: { android: string; ios: string };
}

function StoreLinks({ android, ios }: Props['appStore']) {
  return (
    <ul className={styles.stores} role="list" aria-label="모바일 앱 내려받기">
      <li>
        <a className={styles.store} href={android} target="_blank" rel="noopener noreferrer">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4.5 3.2 13.8 12l-9.3 8.8c-.3-.2-.5-.6-.5-1V4.2c0-.4.2-.8.5-1z" fill="#34d399" />
            <path d="m16.9 9.1-3.1 2.9L4.5 3.2l.2-.1c.4-.2.8-.2 1.2 0z" fill="#60a5fa" />
            <path d="m16.9 14.9-11 6.1c-.4.2-.8.2-1.2 0l-.2-.1 9.3-8.9z" fill="#f87171" />
            <path d="M20.4 11.1c.7.4.7 1.4 0 1.8l-3.5 2-3.1-2.9 3.1-2.9z" fill="#fbbf24" />
          </svg>
          <span>
            <small>Android 앱</small>
            Google Play
          </span>
          <span className="visually-hidden">(새 창)</span>
        </a>
      </li>
      <li>
        <a className={styles.store} href={ios} target="_blank" rel="noopener noreferrer">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.8 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7c1.2 0 2-1.1 2.8-2.2.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.4-.9-2.4-3.7zM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
            />
          </svg>
          <span>
            <small>iPhone 앱</small>
            App Store
          </span>
          <span className="visually-hidden">(새 창)</span>
        </a>
      </li>
    </ul>
  );
}

/** The home hero: three slides every 3 s; the first slide's heading is the page's <h1>. */
export default function HeroCarousel({ slides, cta, appStore }: Props) {
  // Slides 2–3 stay off screen until the carousel moves, which takes this island anyway. Their
  // pictures wait for hydration so that the first one, the page's largest paint, has a phone's
  // bandwidth to itself: a browser fetches lazy images beside the viewport too, and with them
  // Lighthouse (mobile) read LCP ~1900 ms; without, ~1700 ms.
  const hydrated = useHydrated();
  const actions = (
    <div className={styles.actions}>
      <a className={styles.cta} href={cta.href}>
        {cta.label}
      </a>
      <StoreLinks {...appStore} />
    </div>
  );
  return (
    <IslandBoundary area="hero">
      <Carousel label="서비스 소개" classes={{ root: styles.root, viewport: styles.viewport, bar: styles.bar }} footer={actions}>
        {slides.map((slide, i) => {
          const Heading = i === 0 ? 'h1' : 'h2';
          return (
            <div key={slide.key} className={styles.content}>
              <div className={styles.copy}>
                <p className={styles.eyebrow}>{slide.eyebrow}</p>
                <Heading className={styles.heading}>
                  <Lines text={slide.heading} />
                </Heading>
                <p className={styles.description}>{slide.description}</p>
              </div>
              {(i === 0 || hydrated) && <Picture {...slide.image} priority={i === 0} className={styles.art} />}
            </div>
          );
        })}
      </Carousel>
    </IslandBoundary>
  );
}
