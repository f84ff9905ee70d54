import { certification } from './documents/certification';
import { companyLogo } from './documents/companyLogo';
import { companyName } from './documents/companyName';
import { downloadPage } from './documents/downloadPage';
import { faq } from './documents/faq';
import { featureCard } from './documents/featureCard';
import { firstVisitPopup } from './documents/firstVisitPopup';
import { homePage } from './documents/homePage';
import { industryCard } from './documents/industryCard';
import { industryPage } from './documents/industryPage';
import { landingPage } from './documents/landingPage';
import { openLicenseItem } from './documents/openLicenseItem';
import { pageSeo } from './documents/pageSeo';
import { paymentMethod } from './documents/paymentMethod';
import { privacyPolicy } from './documents/privacyPolicy';
import { satisfactionRating } from './documents/satisfactionRating';
import { selectorCard } from './documents/selectorCard';
import { sharedSections } from './documents/sharedSections';
import { siteCopy } from './documents/siteCopy';
import { siteSettings } from './documents/siteSettings';
import { talkItem } from './documents/talkItem';
import { talkPage } from './documents/talkPage';
import { testimonial } from './documents/testimonial';
import { ctaLink } from './objects/ctaLink';
import { deviceImage } from './objects/deviceImage';
import { diagramValue } from './objects/diagramValue';
import { hardwareItem } from './objects/hardwareItem';
import { heroSlide } from './objects/heroSlide';
import { imageCard } from './objects/imageCard';
import { installStep } from './objects/installStep';
import { landingPopup } from './objects/landingPopup';
import { LANDING_SECTIONS } from './objects/landingSections';
import { privacyArticle } from './objects/privacyArticle';
import { sectionIntro } from './objects/sectionIntro';
import { statItem } from './objects/statItem';
import { titledText } from './objects/titledText';

export const schemaTypes = [
  // singletons (see ../singletons.ts)
  siteSettings,
  siteCopy,
  firstVisitPopup,
  homePage,
  industryPage,
  downloadPage,
  talkPage,
  sharedSections,
  privacyPolicy,
  // collections
  selectorCard,
  paymentMethod,
  featureCard,
  openLicenseItem,
  testimonial,
  satisfactionRating,
  companyName,
  companyLogo,
  certification,
  industryCard,
  talkItem,
  faq,
  pageSeo,
  landingPage,
  // objects
  sectionIntro,
  deviceImage,
  heroSlide,
  imageCard,
  titledText,
  statItem,
  diagramValue,
  ctaLink,
  privacyArticle,
  installStep,
  hardwareItem,
  landingPopup,
  ...LANDING_SECTIONS,
];
