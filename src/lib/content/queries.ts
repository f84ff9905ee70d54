import { defineQuery } from 'groq';

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  servicePhone,
  serviceHours{weekdays, lunch, closedNote},
  chatChannelUrl,
  appStore{android, ios},
  business{companyName, ceo, registrationNumber, mailOrderNumber, address, email},
  privacyOfficer{name, position, phone, email},
  naverSiteVerification
}`);

export const pageSeoQuery = defineQuery(`*[_type == "pageSeo" && route == $route][0]{title, description}`);
