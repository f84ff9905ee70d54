import { pageSeo } from './documents/pageSeo';
import { siteSettings } from './documents/siteSettings';

export const schemaTypes = [siteSettings, pageSeo];
