// Imported by the guide's .astro files and /down: constants only.

/** The guide's section: where /down keeps it, and where the line under a started download points. */
export const INSTALL_GUIDE_ID = 'install-guide';
/** The equipment list's section. */
export const HARDWARE_ID = 'hardware';
