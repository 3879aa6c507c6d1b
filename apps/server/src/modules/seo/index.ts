/** The seo module as other modules see it: conditional answers (ETag, Last-Modified, 304) for documents of the site's own. */
export { notModified, weakEtag, type DatedDocument } from './conditional.ts';
