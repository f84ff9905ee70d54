// Imported by the guide's .astro files and the <guide-slot> element: constants only.

/** The guide's section: where /down keeps it, and where the line under a started download points. */
export const INSTALL_GUIDE_ID = 'install-guide';
/** The equipment list's section. */
export const HARDWARE_ID = 'hardware';
/** The sections /down takes from /down/guide, in their order (guide-slot.ts). */
export const GUIDE_SECTIONS = [INSTALL_GUIDE_ID, HARDWARE_ID] as const;
/** The page that holds the guide whole, for visitors without script and for /down to load. */
export const GUIDE_PAGE = '/down/guide';
