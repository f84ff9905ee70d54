import { dotLabel, nextLabel, prevLabel, SLIDE_ITEM_LABEL, toggleLabel } from '../../lib/carousel/carousel';
import { Icon } from '../ui/icons';
import styles from './CarouselControls.module.css';

interface Props {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  onPrev: () => void;
  onNext: () => void;
  /** Auto-advancing carousels pass both; a carousel that only moves when asked has no pause button. */
  playing?: boolean;
  onTogglePlaying?: () => void;
  /** What one slide is called in the dot labels, e.g. "슬라이드" or "후기". */
  itemLabel?: string;
  tone?: 'light' | 'dark';
}

/** Pause/play first (WAI carousel pattern), then previous/next and one dot per slide. */
export function CarouselControls({
  count,
  selected,
  onSelect,
  onPrev,
  onNext,
  playing,
  onTogglePlaying,
  itemLabel = SLIDE_ITEM_LABEL,
  tone = 'light',
}: Props) {
  return (
    <div className={styles.controls} data-tone={tone}>
      {onTogglePlaying && (
        <button
          type="button"
          className={styles.button}
          onClick={onTogglePlaying}
          aria-label={toggleLabel(playing === true)}
          data-carousel-toggle
        >
          <Icon icon={playing ? 'pause' : 'play'} size={18} />
        </button>
      )}
      <button type="button" className={styles.button} onClick={onPrev} aria-label={prevLabel(itemLabel)}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={dotLabel(i, itemLabel)}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => onSelect(i)}
          />
        ))}
      </div>
      <button type="button" className={styles.button} onClick={onNext} aria-label={nextLabel(itemLabel)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
