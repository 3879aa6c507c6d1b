export * from './media.ts';
export * from './taxonomy.ts';
export * from './articles.ts';
export * from './ads.ts';
export * from './archive.ts';
export * from './delivery.ts';
export * from './viewers.ts';
export * from './accounts.ts';
