// Imported by the islands and the plain-DOM scripts: one reading of the visitor's motion
// preference. Read at the moment of use, never cached, so a change in the system setting counts.
// False on the server, which cannot know it.
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
