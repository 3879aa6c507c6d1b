import printCss from './print.css?url';

/** The countdown's (and the guide's) stylesheet: a route that shows them adds it to its `links`. */
export const PRINT_STYLESHEET = { rel: 'stylesheet', href: printCss } as const;
