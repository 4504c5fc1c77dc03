// zod/mini for the browser: the same parser core as `zod` (the server's), without the chainable
// API, which brings most of zod's code whether a page uses it or not: 24 kB gzipped for a table's
// few schemas, against 15 with zod/mini (the core's share of /verify's record schema included).
// Messages are zod's bare ones until ./english.ts is loaded: a module whose refusals someone
// reads imports it; a check that only asks yes or no (a custom set at /play) does without.
export * as z from 'zod/mini';
