import type { BusinessCategory, BusinessLanguage, BusinessTag, WeeklySchedule } from '@gazeta/contract';

/**
 * The demo business directory: the kinds of places the paper's readers go to in Chicagoland —
 * Russian, Ukrainian, Lithuanian and Georgian restaurants, delis, doctors who speak Russian,
 * lawyers, realtors, travel agents — named and described in Russian or English as their owners
 * would. Each category has a few names in each language; the bench's thousands repeat them in
 * other towns.
 */
export interface CategoryContent {
  category: BusinessCategory;
  /** Names in Russian, then in English (a listing is written in the language of its name). */
  ru: readonly string[];
  en: readonly string[];
  /** What the owner writes about it; `{town}` is where it is. */
  aboutRu: readonly string[];
  aboutEn: readonly string[];
  /** A second category some of them also have. */
  also?: BusinessCategory;
  tags: readonly BusinessTag[];
  /** The languages spoken there besides Russian and English. */
  languages: readonly BusinessLanguage[];
  hours: readonly WeeklySchedule[];
  /** What its hot deal offers, when it has one. */
  dealRu: string;
  dealEn: string;
}

const h = (opens: string, closes: string) => ({ opens, closes });
const week = (weekdays: ReturnType<typeof h> | 'off', saturday: ReturnType<typeof h> | 'off', sunday: ReturnType<typeof h> | 'off' | undefined): WeeklySchedule => ({
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: saturday,
  ...(sunday === undefined ? {} : { sun: sunday }),
});

const OFFICE = week(h('09:00', '18:00'), 'off', 'off');
const CLINIC = week(h('08:30', '17:00'), h('09:00', '13:00'), 'off');
const SHOP = week(h('09:00', '20:00'), h('09:00', '20:00'), h('10:00', '18:00'));
const EVERY_DAY = week(h('08:00', '21:00'), h('08:00', '21:00'), h('08:00', '21:00'));
const ROUND_THE_CLOCK = week(h('00:00', '00:00'), h('00:00', '00:00'), h('00:00', '00:00'));
const RESTAURANT: WeeklySchedule = { mon: 'off', tue: h('11:00', '22:00'), wed: h('11:00', '22:00'), thu: h('11:00', '22:00'), fri: h('11:00', '01:00'), sat: h('12:00', '01:00'), sun: h('12:00', '21:00') };
const LATE: WeeklySchedule = { mon: 'off', tue: 'off', wed: h('18:00', '23:00'), thu: h('18:00', '23:00'), fri: h('19:00', '03:00'), sat: h('19:00', '03:00'), sun: h('17:00', '23:00') };
const SALON: WeeklySchedule = { mon: 'off', tue: h('10:00', '19:00'), wed: h('10:00', '19:00'), thu: h('10:00', '20:00'), fri: h('10:00', '20:00'), sat: h('09:00', '17:00'), sun: 'off' };
const GARAGE = week(h('08:00', '18:00'), h('08:00', '15:00'), 'off');
const SCHOOL: WeeklySchedule = { mon: h('15:00', '20:00'), tue: h('15:00', '20:00'), wed: h('15:00', '20:00'), thu: h('15:00', '20:00'), fri: 'off', sat: h('10:00', '16:00'), sun: h('10:00', '14:00') };

export const BUSINESS_CONTENT: readonly CategoryContent[] = [
  {
    category: 'restaurants',
    ru: ['Ресторан «Белые ночи»', 'Кафе «Самовар»', 'Пельменная «Сибирь»', 'Грузинский дворик «Сулико»'],
    en: ['Baltic Kitchen', 'Odessa Grill', 'Vilnius Café'],
    aboutRu: [
      'Домашняя русская и украинская кухня {town}: борщ, пельмени, вареники, котлеты по-киевски. Бизнес-ланчи по будним дням, банкеты до 80 гостей.',
      'Хачапури из тандыра, хинкали, шашлык на углях и грузинские вина. Живая музыка по пятницам и субботам.',
      'Уютное кафе {town}: блины, сырники, пирожки и настоящий чай из самовара. Торты на заказ к праздникам.',
    ],
    aboutEn: [
      'Eastern European comfort food in {town}: pierogi, borscht, potato pancakes and cold smoked fish. Lunch specials on weekdays, private parties for up to 60.',
      'Shashlik on charcoal, plov and fresh lavash from our own oven. Family dinners, catering for weddings and birthdays.',
    ],
    also: 'entertainment',
    tags: ['takeout', 'delivery', 'catering', 'parking', 'credit-cards', 'kids'],
    languages: ['uk', 'lt'],
    hours: [RESTAURANT, week(h('11:00', '22:00'), h('11:00', '23:00'), h('12:00', '21:00'))],
    dealRu: 'Скидка 20% на бизнес-ланч с понедельника по четверг',
    dealEn: 'Free dessert with every dinner for two',
  },
  {
    category: 'groceries',
    ru: ['Гастроном «Европа»', 'Магазин «Деликатесы»', 'Продукты «Тройка»'],
    en: ['Euro Deli & Market', 'Riga Foods', 'Black Sea Grocery'],
    aboutRu: [
      'Всё, по чему скучаете {town}: копчёная рыба, икра, сыры, квас, халва, кондитерские изделия из Европы. Горячая кулинария каждый день.',
      'Свежий хлеб, пельмени ручной лепки, соления и деликатесы. Наборы к праздникам на заказ.',
    ],
    aboutEn: [
      'European delicatessen in {town}: smoked fish, caviar, farmer’s cheese, rye bread and sweets from Latvia, Lithuania and Ukraine. Hot deli counter every day.',
      'Fresh bakery, homemade dumplings and pickles, imported candy and tea. Holiday trays to order.',
    ],
    tags: ['parking', 'credit-cards', 'delivery', 'weekends', 'open-late'],
    languages: ['uk', 'lt', 'pl'],
    hours: [EVERY_DAY, ROUND_THE_CLOCK, SHOP],
    dealRu: 'Каждую среду — скидка 15% для пенсионеров',
    dealEn: '10% off all smoked fish this week',
  },
  {
    category: 'doctors',
    ru: ['Медицинский центр «Здоровье»', 'Клиника семейной медицины доктора Левиной', 'Кабинет кардиолога Гольдмана'],
    en: ['Family Health Clinic', 'North Shore Pediatrics', 'Lakeview Physical Therapy'],
    aboutRu: [
      'Терапевт, кардиолог и эндокринолог говорят по-русски. Принимаем Medicare, Medicaid и большинство страховок. Анализы на месте {town}.',
      'Семейный врач для взрослых и детей: профилактические осмотры, прививки, справки для школы и работы.',
    ],
    aboutEn: [
      'Primary care for adults and children in {town}, Russian-speaking physicians and staff. Medicare, Medicaid and most insurance plans accepted.',
      'Physical therapy after injuries and surgery, balance training for seniors, home exercise programs.',
    ],
    tags: ['medicare', 'wheelchair', 'parking', 'home-visits', 'kids'],
    languages: ['uk', 'he'],
    hours: [CLINIC, OFFICE],
    dealRu: 'Бесплатная консультация для новых пациентов',
    dealEn: 'Free blood pressure check every Saturday morning',
  },
  {
    category: 'dentists',
    ru: ['Стоматология доктора Когана', 'Семейная стоматология «Улыбка»'],
    en: ['Bright Smile Dental', 'Skokie Dental Arts', 'Glenview Family Dentistry'],
    aboutRu: ['Лечение, имплантация, коронки и отбеливание. Говорим по-русски и по-украински. Экстренный приём в день обращения {town}.'],
    aboutEn: ['Cleanings, implants, crowns and whitening in {town}. Russian-speaking dentist, most PPO plans accepted, same-day emergency visits.'],
    tags: ['free-consultation', 'credit-cards', 'parking', 'kids'],
    languages: ['uk', 'pl'],
    hours: [CLINIC, week(h('09:00', '19:00'), h('09:00', '14:00'), 'off')],
    dealRu: 'Чистка и осмотр за $99 для новых пациентов',
    dealEn: 'Whitening at half price until the end of the month',
  },
  {
    category: 'lawyers',
    ru: ['Адвокатская контора Шапиро и партнёры', 'Иммиграционный адвокат Елена Мороз'],
    en: ['Novak Law Group', 'Petrauskas Immigration Law', 'Chicago Injury Attorneys'],
    aboutRu: [
      'Иммиграция, грин-карты, гражданство, политическое убежище. Первая консультация бесплатно, говорим по-русски.',
      'Семейное право, разводы, наследство и недвижимость. Работаем {town} и по всему Иллинойсу.',
    ],
    aboutEn: ['Immigration, family law, real estate closings and personal injury in {town}. Consultations in Russian, Lithuanian and English.'],
    also: 'realtors',
    tags: ['free-consultation', 'online', 'parking'],
    languages: ['lt', 'uk'],
    hours: [OFFICE, week(h('09:00', '17:00'), h('10:00', '14:00'), 'off')],
    dealRu: 'Бесплатная проверка документов на гражданство',
    dealEn: 'Free first consultation for green card cases',
  },
  {
    category: 'realtors',
    ru: ['Риелтор Ольга Берман', 'Агентство недвижимости «Ваш дом»'],
    en: ['North Shore Homes Realty', 'Baltic Realty Group', 'Prospect Properties'],
    aboutRu: ['Покупка и продажа домов, кондо и таунхаусов в северных пригородах. Помогаем с ипотекой и переездом {town}.'],
    aboutEn: ['Buying, selling and renting homes, condos and townhouses around {town}. First-time buyer programs explained in your language.'],
    tags: ['free-consultation', 'online', 'weekends'],
    languages: ['lt', 'pl'],
    hours: [week(h('09:00', '19:00'), h('10:00', '17:00'), h('11:00', '16:00'))],
    dealRu: 'Оценка вашего дома бесплатно в этом месяце',
    dealEn: 'Free home valuation this month',
  },
  {
    category: 'insurance',
    ru: ['Страховое агентство «Гарант»', 'Страхование Marina Insurance'],
    en: ['Liberty Insurance Agency', 'Medicare Advice Center'],
    aboutRu: ['Страхование авто, дома и жизни, планы Medicare. Подбираем лучшую цену среди 20 компаний.'],
    aboutEn: ['Auto, home, life and health insurance, Medicare supplement and Advantage plans in {town}. We compare twenty companies for you.'],
    tags: ['free-consultation', 'online', 'medicare', 'home-visits'],
    languages: ['uk'],
    hours: [OFFICE],
    dealRu: 'Бесплатный расчёт страховки на авто',
    dealEn: 'Free Medicare plan review before open enrollment',
  },
  {
    category: 'accounting',
    ru: ['Бухгалтерская фирма «Баланс»', 'Налоговый консультант Виктор Ройтман'],
    en: ['TaxPro Accounting', 'Vilkas & Co. CPAs'],
    aboutRu: ['Налоговые декларации для семей и малого бизнеса, бухгалтерия, зарплата, регистрация компаний {town}.'],
    aboutEn: ['Tax returns for families and small businesses, bookkeeping, payroll and company registration in {town}.'],
    tags: ['online', 'free-consultation', 'weekends'],
    languages: ['lt', 'uk'],
    hours: [OFFICE, week(h('09:00', '19:00'), h('10:00', '15:00'), 'off')],
    dealRu: 'Скидка 25% на первую налоговую декларацию',
    dealEn: '25% off your first tax return with us',
  },
  {
    category: 'travel',
    ru: ['Турагентство «Горизонт»', 'Авиабилеты «Глобус»'],
    en: ['Amber Travel', 'Eurostar Tours Chicago'],
    aboutRu: ['Авиабилеты в Европу и Израиль, круизы, туры по Америке и визовая поддержка. Помогаем пожилым путешественникам.'],
    aboutEn: ['Flights to Vilnius, Riga, Warsaw and Tel Aviv, cruises and group tours from {town}. Visa and passport help.'],
    tags: ['online', 'discounts'],
    languages: ['lt', 'pl', 'he'],
    hours: [week(h('10:00', '18:00'), h('10:00', '15:00'), 'off')],
    dealRu: 'Скидка $100 на круизы по Карибскому морю',
    dealEn: '$100 off Caribbean cruises booked this month',
  },
  {
    category: 'beauty',
    ru: ['Салон красоты «Лилия»', 'Парикмахерская «Стиль»', 'Студия маникюра «Нюанс»'],
    en: ['Amber Beauty Studio', 'Kristina Hair & Nails'],
    aboutRu: ['Стрижки, окрашивание, маникюр и педикюр, косметология. Мастера говорят по-русски {town}.'],
    aboutEn: ['Haircuts, color, manicure and facials in {town}. Walk-ins welcome on weekdays.'],
    tags: ['credit-cards', 'parking', 'discounts'],
    languages: ['uk', 'lt'],
    hours: [SALON],
    dealRu: 'Маникюр и педикюр вместе со скидкой 20%',
    dealEn: 'Manicure and pedicure together for 20% less',
  },
  {
    category: 'auto',
    ru: ['Автосервис «Мастер»', 'Кузовной ремонт у Сергея'],
    en: ['Euro Auto Repair', 'Baltic Motors', 'Precision Auto Body'],
    aboutRu: ['Ремонт двигателей, тормозов и подвески, диагностика, замена масла. Работаем с европейскими и японскими машинами.'],
    aboutEn: ['Engine, brakes and suspension, diagnostics and oil changes in {town}. European and Japanese cars our specialty.'],
    tags: ['parking', 'credit-cards', 'free-consultation'],
    languages: ['uk', 'pl'],
    hours: [GARAGE],
    dealRu: 'Замена масла за $39,99',
    dealEn: 'Oil change for $39.99',
  },
  {
    category: 'education',
    ru: ['Школа «Знайка»', 'Музыкальная школа «Камертон»'],
    en: ['Lithuanian Saturday School', 'Chess Club Gambit', 'Math Olympiad Academy'],
    aboutRu: ['Русский язык, математика и шахматы для детей 4–14 лет, подготовка к олимпиадам. Занятия {town} и онлайн.'],
    aboutEn: ['After-school math, chess and languages for children 4 to 14 in {town}, in class and online.'],
    tags: ['kids', 'online', 'weekends'],
    languages: ['lt', 'uk'],
    hours: [SCHOOL],
    dealRu: 'Первое занятие бесплатно',
    dealEn: 'First lesson free',
  },
  {
    category: 'home-services',
    ru: ['Ремонт квартир «Мастерок»', 'Сантехник Андрей'],
    en: ['Handyman Pro Services', 'Vilnius Roofing & Siding'],
    aboutRu: ['Ремонт под ключ: плитка, покраска, сантехника, электрика. Бесплатная оценка на месте {town}.'],
    aboutEn: ['Kitchens, bathrooms, basements, roofing and small repairs around {town}. Licensed and insured, free estimates.'],
    tags: ['home-visits', 'free-consultation', 'weekends'],
    languages: ['uk', 'pl', 'lt'],
    hours: [week(h('07:00', '19:00'), h('08:00', '16:00'), 'off')],
    dealRu: 'Скидка 10% на ремонт ванной до конца месяца',
    dealEn: '10% off bathroom remodels this month',
  },
  {
    category: 'shopping',
    ru: ['Книжный магазин «Глобус»', 'Магазин подарков «Матрёшка»'],
    en: ['Amber Gifts', 'Dom Furniture'],
    aboutRu: ['Книги на русском, подарки, сувениры и игрушки. Заказ любой книги из Европы {town}.'],
    aboutEn: ['Amber jewelry, linen, books and gifts from the Baltics in {town}.'],
    tags: ['credit-cards', 'parking', 'weekends'],
    languages: ['lt', 'uk'],
    hours: [SHOP],
    dealRu: 'Вторая книга — за полцены',
    dealEn: 'Second gift at half price',
  },
  {
    category: 'entertainment',
    ru: ['Клуб «Полночь»', 'Банный комплекс «Лёгкий пар»'],
    en: ['Red Square Lounge', 'Lakeside Banya & Spa'],
    aboutRu: ['Концерты, вечеринки и караоке на русском {town}. Русская баня с парильщиком, бассейн и кухня.'],
    aboutEn: ['Russian banya with steam masters, pools and a kitchen in {town}. Live music and karaoke on weekends.'],
    also: 'restaurants',
    tags: ['open-late', 'parking', 'weekends'],
    languages: ['uk'],
    hours: [LATE],
    dealRu: 'Вход бесплатно до 21:00 в пятницу',
    dealEn: 'Free entry before 9 PM on Fridays',
  },
];
