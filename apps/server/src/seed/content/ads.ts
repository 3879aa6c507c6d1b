/** The advertisers of the strip: small local businesses (fictional; URLs on .example domains). */
export interface Advertiser {
  adId: number;
  name: string;
  slogan: string;
  /** Phone and town, the small print of the banner. */
  detail: string;
  url: string;
  /** Background, text, accent. */
  colors: readonly [string, string, string];
  motif: 'circle' | 'band' | 'dots' | 'arch';
}

export const ADVERTISERS: readonly Advertiser[] = [
  { adId: 101, name: 'Аптека «Здоровье»', slogan: 'Лекарства, витамины и консультации на русском', detail: '(847) 555-0101 · Skokie', url: 'https://zdorovye-pharmacy.example', colors: ['#e8f5e9', '#1b5e20', '#43a047'], motif: 'circle' },
  { adId: 102, name: 'Baltic Travel', slogan: 'Flights to Vilnius, Riga, Kyiv and Tel Aviv', detail: '(847) 555-0102 · Buffalo Grove', url: 'https://baltic-travel.example', colors: ['#0d47a1', '#ffffff', '#ffca28'], motif: 'arch' },
  { adId: 103, name: 'Orlov & Partners', slogan: 'Иммиграция · Грин-карты · Гражданство', detail: '(847) 555-0103 · Northbrook', url: 'https://orlov-law.example', colors: ['#263238', '#eceff1', '#b0892f'], motif: 'band' },
  { adId: 104, name: 'Пекарня «Колосок»', slogan: 'Бородинский хлеб, пироги и торты на заказ', detail: '(847) 555-0104 · Buffalo Grove', url: 'https://kolosok-bakery.example', colors: ['#fff3e0', '#5d4037', '#ef6c00'], motif: 'dots' },
  { adId: 105, name: 'Smile Dental Studio', slogan: 'Стоматология для всей семьи', detail: '(847) 555-0105 · Glenview', url: 'https://smile-dental.example', colors: ['#e0f7fa', '#006064', '#00acc1'], motif: 'circle' },
  { adId: 106, name: 'North Shore Movers', slogan: 'Переезды по Чикаголенду и всей Америке', detail: '(847) 555-0106 · Wheeling', url: 'https://northshore-movers.example', colors: ['#fbc02d', '#212121', '#d84315'], motif: 'band' },
  { adId: 107, name: 'Gintaras Deli', slogan: 'Lietuviški skanėstai · Lithuanian deli', detail: '(630) 555-0107 · Lemont', url: 'https://gintaras-deli.example', colors: ['#1b4332', '#fdfcdc', '#fdb913'], motif: 'arch' },
  { adId: 108, name: 'Рынок «Калинка»', slogan: 'Европейские продукты каждый день', detail: '(847) 555-0108 · Wheeling', url: 'https://kalinka-market.example', colors: ['#b71c1c', '#ffffff', '#ffcdd2'], motif: 'dots' },
  { adId: 109, name: 'TaxPro Accounting', slogan: 'Налоги, бухгалтерия и учёт для бизнеса', detail: '(847) 555-0109 · Skokie', url: 'https://taxpro-accounting.example', colors: ['#eceff1', '#263238', '#1e88e5'], motif: 'band' },
  { adId: 110, name: 'Levitan Insurance', slogan: 'Medicare: подберём план бесплатно', detail: '(847) 555-0110 · Skokie', url: 'https://levitan-insurance.example', colors: ['#4a148c', '#ffffff', '#ce93d8'], motif: 'circle' },
  { adId: 111, name: 'Victoria Bell Realty', slogan: 'Купить, продать, сдать — с заботой о вас', detail: '(847) 555-0111 · Arlington Heights', url: 'https://vbell-realty.example', colors: ['#fafafa', '#3e2723', '#8d6e63'], motif: 'arch' },
  { adId: 112, name: 'AutoPro Service', slogan: 'Ремонт и обслуживание автомобилей', detail: '(847) 555-0112 · Des Plaines', url: 'https://autopro-service.example', colors: ['#212121', '#ffffff', '#ff5722'], motif: 'band' },
  { adId: 113, name: 'Allegro Music School', slogan: 'Фортепиано, скрипка, вокал — с 4 лет', detail: '(847) 555-0113 · Northbrook', url: 'https://allegro-music.example', colors: ['#fff8e1', '#4e342e', '#c62828'], motif: 'dots' },
  { adId: 114, name: 'Ресторан «Сакартвело»', slogan: 'Грузинская кухня и вино из Кахетии', detail: '(847) 555-0114 · Skokie', url: 'https://sakartvelo-restaurant.example', colors: ['#880e4f', '#fff1f5', '#f48fb1'], motif: 'arch' },
  { adId: 115, name: 'Comfort Home Care', slogan: 'Уход за пожилыми на дому, 24/7', detail: '(847) 555-0115 · Niles', url: 'https://comfort-homecare.example', colors: ['#e3f2fd', '#0d47a1', '#64b5f6'], motif: 'circle' },
  { adId: 116, name: 'Speak Easy English', slogan: 'Курсы английского для взрослых', detail: '(847) 555-0116 · Evanston', url: 'https://speakeasy-english.example', colors: ['#f1f8e9', '#33691e', '#8bc34a'], motif: 'dots' },
  { adId: 117, name: 'Knight Chess Academy', slogan: 'Шахматы для детей и взрослых', detail: '(847) 555-0117 · Buffalo Grove', url: 'https://knight-chess.example', colors: ['#000000', '#ffffff', '#9e9e9e'], motif: 'band' },
  { adId: 118, name: 'Salon Anastasia', slogan: 'Стрижки, окрашивание, маникюр', detail: '(847) 555-0118 · Lincolnwood', url: 'https://salon-anastasia.example', colors: ['#fce4ec', '#6a1b4d', '#ec407a'], motif: 'circle' },
];

/**
 * The strip's rows: every advertiser once, two of them twice more (so the strip has to
 * de-duplicate by ad_id), one whose run has ended and one that runs for a limited window.
 * Days are relative to the seeding time.
 */
export interface Placement {
  adId: number;
  position: number;
  startsInDays?: number;
  endsInDays?: number;
}

export const PLACEMENTS: readonly Placement[] = [
  ...ADVERTISERS.map((ad, i) => ({
    adId: ad.adId,
    position: i < 10 ? i + 1 : i + 2,
    ...(ad.adId === 116 ? { startsInDays: -60, endsInDays: -3 } : {}),
    ...(ad.adId === 110 ? { startsInDays: -20, endsInDays: 40 } : {}),
  })),
  { adId: 101, position: 11 },
  { adId: 104, position: 21 },
].sort((a, b) => a.position - b.position);
