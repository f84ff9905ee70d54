// html-validate's rules for every page the build writes (tests/e2e/html-validate.test.ts, and
// `npx html-validate dist/**/*.html` by hand). A JavaScript config so that each rule set apart
// here carries its reason: the JSON config's schema admits no comment.
//
// The pages are written by two serializers, Astro's (for .astro files) and React's server
// renderer (for islands). Rules about how a valid document is spelled, where the two spell it
// differently and neither can be told otherwise, are off or widened; rules about what a document
// means stay on.

/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes `<input … />` and Astro `<input …>`; both are valid HTML, and neither renderer
    // lets a page choose.
    'void-style': 'off',
    // React writes a true boolean attribute as `required=""`, Astro as `hidden`: both valid, and
    // neither renderer lets a page choose.
    'attribute-boolean-style': 'off',
    // HTML attribute names are case-insensitive, and React's server renderer writes its props as
    // named (`autoComplete`, `srcSet`, `fetchPriority`). Anything else is still held to lowercase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // Lists whose bullets the design removes (`list-style: none`) carry role="list" on purpose:
    // Safari's VoiceOver stops announcing such a list as a list otherwise. The rule has no option
    // for one role, so it is off; axe (tests/e2e/a11y.test.ts) still checks the roles themselves.
    'no-redundant-role': 'off',
    // React's useId() gives ids such as `_r5R_1_` (dialog titles and descriptions). HTML requires
    // only a non-empty id without spaces, which the relaxed check still holds every id to.
    'valid-id': ['error', { relaxed: true }],
    // The carousels are custom elements whose host carries the carousel's region role
    // (<hero-carousel role="region" aria-roledescription="carousel">): a custom element cannot
    // also be a <section>. Every other role is still held to its native element.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // A testimonial card's tint is a per-item colour from the CMS, set as its style attribute (the
    // CSP allows inline styles for this: src/integrations/security-headers/csp.ts). Any other
    // property in a style attribute still fails.
    'no-inline-style': ['error', { allowedProperties: ['display', 'background-color'] }],
    // A phone number's link has the class `tel` (src/styles/global.css: white-space: nowrap), so
    // it never breaks at its hyphen, and its text stays the digits and hyphens people copy into a
    // dialer (a non-breaking hyphen, U+2011, would not dial everywhere).
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
  },
};

export default config;
