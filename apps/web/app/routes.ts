import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** Spec §2 public routes that exist so far; later sections (feed, events, ads, accounts) answer 404 until built. */
export default [
  index('routes/home.tsx'),
  route('verify-email', 'routes/home.tsx', { id: 'routes/verify-email' }),
  route('cat/:category', 'routes/category.tsx'),
  route('article/:id', 'routes/article.tsx'),
  route('archive', 'routes/archive.tsx'),
  route('about', 'routes/about.tsx'),
  route('map', 'routes/map.tsx'),
  route('terms-and-conditions', 'routes/terms.tsx'),
  route('user-delete-info', 'routes/user-delete-info.tsx'),
  route('private-ad-instruction', 'routes/private-ad-instruction.tsx'),
  route('search', 'routes/search.tsx', { id: 'routes/search-empty' }),
  route('search/:name', 'routes/search.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
