/** The media module as other modules see it: stored images and how to show them. */
export { imageView, isPdf, type ImageMedia, type MediaRow, type MediaService } from './service.ts';
