import { Carousel } from './Carousel';
import { IslandBoundary } from '../ui/IslandBoundary';
import styles from './SatisfactionCycle.module.css';

export interface Rating {
  key: string;
  title: string;
  grade: string;
  description: string;
}

/** The three satisfaction ratings, cycling every 3 s. */
export default function SatisfactionCycle({ items }: { items: Rating[] }) {
  return (
    <IslandBoundary area="satisfaction">
      <Carousel label="고객 만족도" itemLabel="평가" tone="dark" classes={{ slide: styles.slide, bar: styles.bar }}>
        {items.map((item, i) => (
          <div key={item.key} className={styles.card}>
            <p className={styles.title}>
              <span className={styles.step}>{String(i + 1).padStart(2, '0')}</span>
              {item.title}
            </p>
            <p className={styles.grade} data-long={item.grade.length > 4 ? '' : undefined}>
              {item.grade}
            </p>
            <p className={styles.description}>{item.description}</p>
          </div>
        ))}
      </Carousel>
    </IslandBoundary>
  );
}
