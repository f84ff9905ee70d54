import { defineQuery } from 'groq';

/** The privacy policy; articles are numbered by position (제1조 is the first). */
export const privacyPolicyQuery = defineQuery(`*[_type == "privacyPolicy" && _id == "privacyPolicy"][0]{
  title, effectiveDate, intro,
  articles[]{ _key, title, body, showOfficerContact }
}`);
