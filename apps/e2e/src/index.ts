export * from './browser.ts';
export * from './server.ts';
export * from './static-server.ts';
