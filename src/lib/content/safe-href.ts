// Link addresses typed in the CMS. The Studio's schema already allows only https, mailto, tel
// and site paths, but its validation runs in the editor: a document written through the API
// skips it. Whatever reaches a page is checked again here, so a `javascript:` address can
// never become a live link.

/** The address when it is a site path or an https, mailto or tel URL; otherwise null. */
export function safeCmsHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  if (value.startsWith('#')) return value;
  return /^(https:\/\/[^\s/]|mailto:[^\s]|tel:[+0-9])/i.test(value) ? value : null;
}
