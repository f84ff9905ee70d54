// What the app store links in the site settings must look like before launch: a store's own
// address form, and an id a store could have issued. The footer, the /down page and the JSON-LD
// `sameAs` all send visitors and search engines there, so a placeholder left from the seed would
// go live as a dead link. Read by tests/content/store-links.test.ts against the seed and the
// dataset.

export interface AppStoreLinks {
  android: string;
  ios: string;
}

/** apps.apple.com/kr/app/<slug>/id<digits>: Korea's storefront, the app's numeric id. */
const APP_STORE = /^https:\/\/apps\.apple\.com\/kr\/app\/[^/?#\s]+\/id(\d{9,10})$/;
/** play.google.com/store/apps/details?id=<package>: a Java package name, two parts or more. */
const PLAY_STORE = /^https:\/\/play\.google\.com\/store\/apps\/details\?id=([a-zA-Z]\w*(?:\.[a-zA-Z]\w*)+)$/;

/** Digits a person types for "some id": a long run of one digit, or counting up. */
const PLACEHOLDER_DIGITS = /(\d)\1{4,}|0123456|1234567/;
/** Package names the documentation of Android and its tools use as examples. */
const PLACEHOLDER_PACKAGE = /^(?:com|org|net)\.(?:example|test|sample|placeholder)\b|\.(?:example|todo|placeholder)$/;

/** Each problem in English, for the developer who runs the check; none means ready. */
export function storeLinkProblems(links: AppStoreLinks): string[] {
  const problems: string[] = [];
  const ios = APP_STORE.exec(links.ios);
  if (!ios) problems.push('the App Store link is not apps.apple.com/kr/app/<name>/id<digits>');
  else if (PLACEHOLDER_DIGITS.test(ios[1] ?? ''))
    problems.push(`the App Store id id${ios[1]} looks like a placeholder`);
  const play = PLAY_STORE.exec(links.android);
  if (!play) problems.push('the Google Play link is not play.google.com/store/apps/details?id=<package>');
  else if (PLACEHOLDER_PACKAGE.test(play[1] ?? ''))
    problems.push(`the Google Play package ${play[1]} looks like a placeholder`);
  return problems;
}
