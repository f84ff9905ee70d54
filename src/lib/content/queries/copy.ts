// Query text only, so any module (build code or a browser island) may import it.
import { defineQuery } from 'groq';

/** The words several pages share (studio/schemaTypes/documents/siteCopy.ts). */
export const siteCopyQuery = defineQuery(`*[_type == "siteCopy" && _id == "siteCopy"][0]{
  menu{talk, industry, download, faq, inquiry, consultation, partnership, account},
  footer{notice},
  chat{label},
  popup{confirm, close, today},
  dialogs{loginTitle, loginIntro, memberAreaReason, downloadTitle, downloadIntro},
  guestNotice{title, why, login, otherWays, phone, business, businessNote},
  faq{emptyState, onwardTitle, onwardLead, onwardButton, phone},
  notFound{searchLabel, searchPlaceholder, searchButton, linksTitle, links[]{_key, label, note, href}},
  inquiries{businessSent, listEmpty},
  account{profileTitle, profileIntro, providerTitle, providerIntro, consentsTitle, marketingIntro, privacyConsentNote,
    recordsTitle, recordsIntro, exportTitle, exportIntro, withdrawTitle, withdrawIntro, withdrawDeleted, withdrawKept},
  consents{legend, privacyLabel, purpose, retention, refusal, marketingLabel, marketingDetails}
}`);
