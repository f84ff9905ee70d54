// The seed's first-visit popup (studio/seed/dataset.ndjson), as the popup's browser tests need it.
import { readSeedDocs } from './seed-docs';

export interface SeedPopup {
  title: string;
  /** Unset in the seed: 확인 leaves the visitor on the page. */
  link?: string;
  lastDay: string;
  placement?: string;
  routes?: string[];
}

export const readSeedPopup = (): SeedPopup =>
  readSeedDocs().find((doc) => doc._id === 'firstVisitPopup') as unknown as SeedPopup;

/** Noon in Korea on the popup's last day: a moment it shows. */
export const seedPopupNoon = (): Date => new Date(`${readSeedPopup().lastDay}T12:00:00+09:00`);
