import type { APIRequestContext } from '@playwright/test';
import type {
  Advertisement,
  Article,
  ArticleStats,
  ArticleSummary,
  Category,
  DeliveryPoint,
  NearestResponse,
  Page,
  PrintIssue,
  SearchResponse,
  ViewerCounts,
} from '@gazeta/contract';
import type { Locale } from './i18n.ts';

/**
 * The public API as the suite reads it: what a page should show is taken from here, never
 * assumed. Every call fails loudly on a non-2xx answer.
 */
export class GazetaApi {
  private readonly request: APIRequestContext;
  private readonly locale: Locale;

  constructor(request: APIRequestContext, locale: Locale = 'ru') {
    this.request = request;
    this.locale = locale;
  }

  private get headers() {
    return { 'accept-language': this.locale };
  }

  private async json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  inLocale(locale: Locale): GazetaApi {
    return new GazetaApi(this.request, locale);
  }

  async articles(query: { page?: number; category?: string; perPage?: number } = {}): Promise<Page<ArticleSummary>> {
    const params = new URLSearchParams({ page: String(query.page ?? 1) });
    if (query.category) params.set('category', query.category);
    if (query.perPage) params.set('per_page', String(query.perPage));
    return this.json(await this.request.get(`/api/articles?${params}`, { headers: this.headers }));
  }

  /** Every published article (a few pages of 100). */
  async allArticles(): Promise<ArticleSummary[]> {
    const all: ArticleSummary[] = [];
    for (let page = 1; ; page++) {
      const result = await this.articles({ page, perPage: 100 });
      all.push(...result.data);
      if (page >= result.last_page) return all;
    }
  }

  async article(id: number): Promise<Article> {
    return this.json(await this.request.get(`/api/articles/${id}`, { headers: this.headers }));
  }

  async articleStats(id: number): Promise<ArticleStats> {
    return this.json(await this.request.get(`/api/articles/${id}/stats`, { headers: this.headers }));
  }

  async categories(): Promise<Category[]> {
    const result = await this.json<Page<Category>>(
      await this.request.post('/api/categories/get?page=1', { data: { per_page: 10_000 }, headers: this.headers }),
    );
    return result.data;
  }

  async search(q: string, page = 1): Promise<SearchResponse> {
    const params = new URLSearchParams({ q, page: String(page) });
    return this.json(await this.request.get(`/api/search?${params}`, { headers: this.headers }));
  }

  async ads(): Promise<Advertisement[]> {
    const result = await this.json<{ data: Advertisement[] }>(
      await this.request.post('/api/adv/get', { data: { per_page: 100 }, headers: this.headers }),
    );
    return result.data;
  }

  async viewers(): Promise<ViewerCounts> {
    return this.json(await this.request.post('/api/viewers/get', { data: {}, headers: this.headers }));
  }

  async issues(page = 1): Promise<Page<PrintIssue>> {
    return this.json(await this.request.post(`/api/issues/get?page=${page}`, { data: { per_page: 12 }, headers: this.headers }));
  }

  async deliveryPoints(): Promise<DeliveryPoint[]> {
    const result = await this.json<{ data: DeliveryPoint[] }>(await this.request.get('/api/delivery-points', { headers: this.headers }));
    return result.data;
  }

  async nearest(zip: string, limit = 5): Promise<NearestResponse> {
    return this.json(await this.request.get(`/api/delivery-points/nearest?zip=${zip}&limit=${limit}`, { headers: this.headers }));
  }
}
