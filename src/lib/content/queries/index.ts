// Every GROQ query of the site, one module per page; pages import them through the getters.
export * from './copy';
export * from './download';
export * from './faq';
export * from './home';
export * from './industry';
export * from './install-guide';
export * from './landing';
export * from './popup';
export * from './privacy';
export * from './site';
export * from './talk';
