// Imported by islands and by tests; keep it free of server-only code.
/** Layout modes (docs/product.md#layout-and-motion): 'mb' below 768px, 'tablet' 768–1439px, 'pc' from 1440px. */
export const TABLET_MIN_WIDTH = 768;
export const PC_MIN_WIDTH = 1440;
/**
 * Not a layout mode: from this width the margin beside the 1200 px container holds the floating
 * chat button (components/ui/FloatingChat.astro), so it may float there without covering text.
 */
export const CHAT_MARGIN_MIN_WIDTH = 1400;

type LayoutMode = 'mb' | 'tablet' | 'pc';

export function layoutModeFor(width: number): LayoutMode {
  if (width >= PC_MIN_WIDTH) return 'pc';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mb';
}

/** Media queries matching each per-device image variant, widest first. */
export const MEDIA = {
  pc: `(min-width: ${PC_MIN_WIDTH}px)`,
  tablet: `(min-width: ${TABLET_MIN_WIDTH}px)`,
} as const;
