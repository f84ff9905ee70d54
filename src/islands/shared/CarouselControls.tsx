import { PauseIcon, PlayIcon } from './icons';
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
export function CarouselControls({ count, selected, onSelect, onPrev, onNext, playing, onTogglePlaying, itemLabel = '슬라이드', tone = 'light' }: Props) {
  return (
    <div className={styles.controls} data-tone={tone}>
      {onTogglePlaying && (
        <button type="button" className={styles.button} onClick={onTogglePlaying} aria-label={playing ? '자동 넘김 멈추기' : '자동 넘김 시작하기'} data-carousel-toggle>
          {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        </button>
      )}
      <button type="button" className={styles.button} onClick={onPrev} aria-label={`이전 ${itemLabel}`}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={`${i + 1}번째 ${itemLabel} 보기`}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => onSelect(i)}
          />
        ))}
      </div>
      <button type="button" className={styles.button} onClick={onNext} aria-label={`다음 ${itemLabel}`}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
