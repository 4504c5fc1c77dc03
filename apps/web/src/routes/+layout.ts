// A single-page app: everything renders in the browser (the server only serves files and the API).
export const ssr = false;
export const prerender = false;
