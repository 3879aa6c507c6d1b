import type { ClassifiedSection, ClassifiedType, ContentLanguage } from '@gazeta/contract';
import type { PictureSubject } from '../art/classified-pictures.ts';
import type { Random } from '../random.ts';

/**
 * The demo private ads: what Chicagoland readers of a Russian-language weekly advertise, in
 * Russian, English and some Lithuanian. Each template makes a different ad on every draw (towns,
 * sizes, prices, phone numbers), so the seed can make a few hundred or, for the benchmark,
 * a hundred thousand without two ads having the same text.
 */
export interface AdDraft {
  section: ClassifiedSection;
  type: ClassifiedType;
  lang: ContentLanguage;
  title: string;
  body: string;
  /** What its photos show, when it has any. */
  picture: PictureSubject | null;
}

interface Town {
  en: string;
  ru: string;
  /** "в Шаумбурге": Russian names of places decline. */
  ruIn: string;
  /** Where, in Lithuanian. */
  ltIn: string;
}

/** North and northwest suburbs and the city's north side, where the paper's readers live; Lemont and Oak Lawn for the Lithuanian community. */
export const TOWNS: readonly Town[] = [
  { en: 'Schaumburg', ru: 'Шаумбург', ruIn: 'в Шаумбурге', ltIn: 'Schaumburge' },
  { en: 'Skokie', ru: 'Скоки', ruIn: 'в Скоки', ltIn: 'Skokie' },
  { en: 'Buffalo Grove', ru: 'Баффало-Гроув', ruIn: 'в Баффало-Гроув', ltIn: 'Buffalo Grove' },
  { en: 'Northbrook', ru: 'Нортбрук', ruIn: 'в Нортбруке', ltIn: 'Northbrooke' },
  { en: 'Wheeling', ru: 'Уилинг', ruIn: 'в Уилинге', ltIn: 'Wheelinge' },
  { en: 'Arlington Heights', ru: 'Арлингтон-Хайтс', ruIn: 'в Арлингтон-Хайтс', ltIn: 'Arlington Heights' },
  { en: 'Des Plaines', ru: 'Дес-Плейнс', ruIn: 'в Дес-Плейнс', ltIn: 'Des Plaines' },
  { en: 'Glenview', ru: 'Гленвью', ruIn: 'в Гленвью', ltIn: 'Glenview' },
  { en: 'Deerfield', ru: 'Дирфилд', ruIn: 'в Дирфилде', ltIn: 'Deerfielde' },
  { en: 'Highland Park', ru: 'Хайленд-Парк', ruIn: 'в Хайленд-Парке', ltIn: 'Highland Parke' },
  { en: 'Vernon Hills', ru: 'Вернон-Хиллз', ruIn: 'в Вернон-Хиллз', ltIn: 'Vernon Hills' },
  { en: 'Palatine', ru: 'Палатин', ruIn: 'в Палатине', ltIn: 'Palatine' },
  { en: 'Mount Prospect', ru: 'Маунт-Проспект', ruIn: 'в Маунт-Проспекте', ltIn: 'Mount Prospecte' },
  { en: 'Niles', ru: 'Найлс', ruIn: 'в Найлсе', ltIn: 'Niles' },
  { en: 'Evanston', ru: 'Эванстон', ruIn: 'в Эванстоне', ltIn: 'Evanstone' },
  { en: 'Naperville', ru: 'Нейпервилл', ruIn: 'в Нейпервилле', ltIn: 'Napervilyje' },
  { en: 'Lincolnwood', ru: 'Линкольнвуд', ruIn: 'в Линкольнвуде', ltIn: 'Lincolnwoode' },
  { en: 'Rogers Park', ru: 'Роджерс-Парк', ruIn: 'в Роджерс-Парке', ltIn: 'Rogers Parke' },
  { en: 'Lemont', ru: 'Лемонт', ruIn: 'в Лемонте', ltIn: 'Lemonte' },
  { en: 'Oak Lawn', ru: 'Оук-Лон', ruIn: 'в Оук-Лоне', ltIn: 'Oak Lawne' },
];

/** Area codes of Chicagoland; numbers are in the 555-0100…0199 range kept for fiction. */
const AREA_CODES = ['312', '773', '872', '847', '224', '630', '331', '708'];
export const demoPhone = (r: Random) => `(${r.pick(AREA_CODES)}) 555-01${String(r.int(0, 99)).padStart(2, '0')}`;
const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
const round = (r: Random, min: number, max: number, step: number) => Math.round(r.int(min, max) / step) * step;
const town = (r: Random) => r.pick(TOWNS.slice(0, 18));
/** Two different towns, for "in X, Y or nearby". */
function twoTowns(r: Random): [Town, Town] {
  const [a, b] = r.sample(TOWNS.slice(0, 18), 2);
  return r.chance(0.5) ? [a!, b!] : [b!, a!];
}
const ltTown = (r: Random) => r.pick([TOWNS[18]!, TOWNS[19]!, TOWNS[15]!, TOWNS[6]!, TOWNS[0]!]);

const CARS = [
  ['Toyota', 'Camry'],
  ['Toyota', 'RAV4'],
  ['Honda', 'Accord'],
  ['Honda', 'CR-V'],
  ['Subaru', 'Outback'],
  ['Ford', 'Escape'],
  ['Mazda', 'CX-5'],
  ['Hyundai', 'Sonata'],
  ['Lexus', 'RX 350'],
  ['Volkswagen', 'Passat'],
] as const;

const RU_NAMES = ['Ольга', 'Игорь', 'Марина', 'Борис', 'Светлана', 'Виктор', 'Наталья', 'Аркадий', 'Людмила', 'Григорий'];
const EN_NAMES = ['Mark', 'Linda', 'Dave', 'Helen', 'Steve', 'Irina', 'Paul', 'Vera', 'Alex', 'Nina'];
const LT_NAMES = ['Rūta', 'Tomas', 'Aistė', 'Darius', 'Jurgita', 'Vytautas'];

interface Template {
  section: ClassifiedSection;
  type: ClassifiedType;
  lang: ContentLanguage;
  picture: PictureSubject | null;
  make(r: Random): { title: string; body: string };
}

const t = (section: ClassifiedSection, type: ClassifiedType, lang: ContentLanguage, picture: PictureSubject | null, make: Template['make']): Template => ({
  section,
  type,
  lang,
  picture,
  make,
});

export const TEMPLATES: readonly Template[] = [
  // Real estate
  t('real-estate', 'offer', 'ru', 'house', (r) => {
    const place = town(r);
    const beds = r.int(3, 5);
    return {
      title: `Продаётся дом ${place.ruIn}`,
      body: `${beds} спальни, ${r.int(2, 3)} ванные, гараж на две машины, законченный бейсмент. Участок ${r.pick(['0,25', '0,3', '0,4', '0,5'])} акра, рядом хорошие школы и парк. Дом ${r.int(1968, 2012)} года, новая крыша. Цена ${money(round(r, 389, 799, 5) * 1000)}. Без посредников. Звоните ${demoPhone(r)}.`,
    };
  }),
  t('real-estate', 'offer', 'ru', 'house', (r) => {
    const place = town(r);
    return {
      title: `Таунхаус ${place.ruIn} от владельца`,
      body: `${r.int(2, 3)} спальни, ${r.pick(['2,5', '1,5', '2'])} ванные, гараж, своя терраса. Тихий комплекс, HOA ${money(round(r, 220, 420, 10))} в месяц. Рядом Metra и магазины. ${money(round(r, 249, 429, 1) * 1000)}, торг уместен. Тел. ${demoPhone(r)}, ${r.pick(RU_NAMES)}.`,
    };
  }),
  t('real-estate', 'wanted', 'ru', null, (r) => {
    const place = town(r);
    return {
      title: `Куплю кондо или таунхаус ${place.ruIn}`,
      body: `Семья без животных купит ${r.int(2, 3)}-спальную квартиру или таунхаус ${place.ruIn} или рядом, бюджет до ${money(round(r, 250, 450, 10) * 1000)}. Предодобрение ипотеки есть. Рассмотрим варианты без ремонта. ${demoPhone(r)}.`,
    };
  }),
  t('real-estate', 'offer', 'en', 'house', (r) => {
    const place = town(r);
    return {
      title: `${place.en}: ${r.int(3, 5)}-bedroom house for sale by owner`,
      body: `Brick ranch, ${r.int(2, 3)} full baths, finished basement, 2-car garage, fenced yard. ${r.int(1, 12)} min to I-294 and the Metra. Top-rated schools. Asking ${money(round(r, 410, 850, 5) * 1000)}. Open house Sunday 1-4 pm. Call ${demoPhone(r)}.`,
    };
  }),
  t('real-estate', 'offer', 'en', 'house', (r) => {
    const place = town(r);
    return {
      title: `Condo in ${place.en}, move-in ready`,
      body: `${r.int(1, 3)}-bedroom, ${r.int(1, 2)} bath condo on the ${r.pick(['2nd', '3rd', '4th', '6th'])} floor with balcony, in-unit laundry and heated garage parking. New kitchen. Assessments ${money(round(r, 280, 520, 10))}/mo. ${money(round(r, 189, 349, 1) * 1000)}. Text ${demoPhone(r)}.`,
    };
  }),
  t('real-estate', 'wanted', 'en', null, (r) => ({
    title: 'Looking to buy a house from the owner',
    body: (() => {
      const [a, b] = twoTowns(r);
      return `Family relocating from Brooklyn, NY looking for a 3-4 bedroom house in ${a.en}, ${b.en} or nearby. Can close quickly, no agents please. Budget up to ${money(round(r, 450, 700, 10) * 1000)}. ${demoPhone(r)}.`;
    })(),
  })),
  t('real-estate', 'offer', 'lt', 'house', (r) => {
    const place = ltTown(r);
    return {
      title: `Parduodamas namas ${place.ltIn}`,
      body: `${r.int(3, 4)} miegamieji, ${r.int(2, 3)} vonios kambariai, garažas dviem automobiliams, sutvarkytas rūsys. Netoli lietuvių centras ir bažnyčia. Kaina ${money(round(r, 360, 620, 5) * 1000)}. Skambinkite ${demoPhone(r)}.`,
    };
  }),

  // Rentals
  t('rentals', 'offer', 'ru', 'room', (r) => {
    const place = town(r);
    return {
      title: `Сдаю ${r.int(1, 3)}-спальную квартиру ${place.ruIn}`,
      body: `Светлая квартира на ${r.int(1, 3)}-м этаже, кухня с посудомойкой, стиральная машина в доме, парковка. Рядом ${r.pick(['автобус Pace', 'Metra', 'Jewel-Osco и аптека', 'парк и школа'])}. ${money(round(r, 1250, 2300, 25))} в месяц плюс свет. Без животных. ${demoPhone(r)}.`,
    };
  }),
  t('rentals', 'offer', 'ru', 'room', (r) => {
    const place = town(r);
    return {
      title: `Сдаётся комната ${place.ruIn}`,
      body: `Меблированная комната в доме с хозяевами, отдельная ванная, всё включено, интернет. Для одного некурящего человека. ${money(round(r, 650, 1000, 25))} в месяц. С ${r.int(1, 28)}-го числа. Звоните вечером: ${demoPhone(r)}.`,
    };
  }),
  t('rentals', 'offer', 'ru', 'room', (r) => ({
    title: `Сдаю бейсмент ${town(r).ruIn}`,
    body: `Отдельный вход, спальня, кухня, ванная с душем, свой термостат. Подходит для одного или пары. ${money(round(r, 900, 1300, 25))} в месяц, коммунальные включены. Депозит один месяц. ${demoPhone(r)}.`,
  })),
  t('rentals', 'wanted', 'ru', null, (r) => {
    const place = town(r);
    return {
      title: `Сниму квартиру ${place.ruIn} или рядом`,
      body: `Пара без детей и животных снимет 1-2-спальную квартиру на длительный срок. Работаем, кредитная история хорошая, рекомендации есть. Бюджет до ${money(round(r, 1300, 1900, 50))}. ${r.pick(RU_NAMES)}, ${demoPhone(r)}.`,
    };
  }),
  t('rentals', 'wanted', 'ru', null, (r) => ({
    title: 'Пожилая женщина снимет комнату',
    body: (() => {
      const [a, b] = twoTowns(r);
      return `Ищу комнату ${a.ruIn} или ${b.ruIn}, желательно рядом с автобусом и русским магазином. Спокойная, некурящая. До ${money(round(r, 600, 850, 25))}. Звонить дочери: ${demoPhone(r)}.`;
    })(),
  })),
  t('rentals', 'offer', 'en', 'room', (r) => {
    const place = town(r);
    return {
      title: `${place.en} apartment for rent, ${r.int(1, 3)} BR`,
      body: `Updated ${r.int(1, 3)}-bedroom, ${r.int(1, 2)} bath apartment near ${r.pick(['Woodfield', 'Old Orchard', 'downtown', 'the Metra station'])}. Hardwood floors, central A/C, laundry in building, 1 parking space. ${money(round(r, 1350, 2400, 25))}/mo, heat included. Available ${r.pick(['now', 'December 1', 'January 1'])}. ${demoPhone(r)}.`,
    };
  }),
  t('rentals', 'offer', 'en', 'room', (r) => ({
    title: `Room for rent in ${town(r).en}`,
    body: `Furnished room in a quiet house, shared kitchen, own bathroom, Wi-Fi and utilities included. Non-smoker, month to month. ${money(round(r, 600, 950, 25))}/mo. Call or text ${demoPhone(r)}.`,
  })),
  t('rentals', 'wanted', 'en', null, (r) => ({
    title: 'Nurse looking for a studio or 1 BR',
    body: `Working nurse (night shifts) looking for a quiet studio or 1-bedroom in ${twoTowns(r).map((place) => place.en).join(', ')} or nearby, from ${r.pick(['December', 'January', 'February'])}. Up to ${money(round(r, 1100, 1500, 50))}/mo. Great references. ${demoPhone(r)}.`,
  })),
  t('rentals', 'offer', 'lt', 'room', (r) => ({
    title: `Išnuomojamas butas ${ltTown(r).ltIn}`,
    body: `Dviejų miegamųjų butas antrame aukšte, skalbimo mašina, vieta automobiliui. Ramūs kaimynai. ${money(round(r, 1200, 1700, 25))} per mėnesį. Tel. ${demoPhone(r)}.`,
  })),

  // Jobs
  t('jobs', 'offer', 'ru', null, (r) => ({
    title: 'Требуются водители CDL-A',
    body: `Транспортной компании ${town(r).ruIn} нужны водители CDL-A, ${r.pick(['OTR', 'региональные рейсы', 'локальные рейсы'])}. Опыт от ${r.int(2, 3)} лет. Оплата ${r.int(60, 75)}–${r.int(76, 90)} центов за милю или ${money(round(r, 1800, 2600, 50))} в неделю. Страховка. ${demoPhone(r)}, ${r.pick(RU_NAMES)}.`,
  })),
  t('jobs', 'offer', 'ru', null, (r) => ({
    title: `Нужна няня ${town(r).ruIn}`,
    body: `Ищем няню для мальчика ${r.int(2, 6)} лет, с понедельника по пятницу, с 8 до 17. Русский язык обязателен, английский приветствуется. Рекомендации. ${money(r.int(18, 25))} в час. ${demoPhone(r)}.`,
  })),
  t('jobs', 'offer', 'ru', null, (r) => ({
    title: 'В ресторан требуются повар и официант',
    body: `Ресторан ${town(r).ruIn} приглашает повара горячего цеха и официантку на выходные. Опыт работы с европейской кухней. Хорошие чаевые, гибкий график. Звонить после 11: ${demoPhone(r)}.`,
  })),
  t('jobs', 'offer', 'ru', null, (r) => ({
    title: 'Ищем caregiver с проживанием',
    body: `Для пожилой женщины ${town(r).ruIn} нужна помощница с проживанием, 5 дней в неделю. Уход, готовка, сопровождение к врачу. Отдельная комната. ${money(round(r, 900, 1300, 50))} в неделю. ${demoPhone(r)}.`,
  })),
  t('jobs', 'wanted', 'ru', null, (r) => ({
    title: 'Ищу работу сиделки или компаньонки',
    body: `Женщина ${r.int(45, 50)} лет, опыт ухода за пожилыми ${r.int(5, 15)} лет, сертификат CNA. Рассмотрю работу с проживанием или по часам ${town(r).ruIn} и рядом. ${demoPhone(r)}.`,
  })),
  t('jobs', 'wanted', 'ru', null, (r) => ({
    title: 'Бухгалтер ищет работу',
    body: `Опыт ${r.int(8, 20)} лет, QuickBooks, payroll, налоговая отчётность малого бизнеса. Английский свободный. Рассмотрю полную или частичную занятость, возможна удалённая работа. ${demoPhone(r)}.`,
  })),
  t('jobs', 'offer', 'en', null, (r) => ({
    title: `Warehouse associates wanted in ${town(r).en}`,
    body: `Full-time day and night shifts, ${money(r.int(18, 21))}–${money(r.int(22, 25))}/hr, weekly pay, overtime available. Forklift experience a plus, will train. Russian, Ukrainian or Polish speakers welcome. Apply in person or call ${demoPhone(r)}.`,
  })),
  t('jobs', 'offer', 'en', null, (r) => ({
    title: 'Dental office seeks a receptionist',
    body: `Busy family practice in ${town(r).en} needs a friendly front-desk receptionist, bilingual English/Russian. Scheduling and insurance billing experience preferred. Mon-Fri, benefits. Send your resume or call ${demoPhone(r)}.`,
  })),
  t('jobs', 'wanted', 'en', null, (r) => ({
    title: 'Experienced handyman looking for steady work',
    body: `Drywall, painting, tile, basic plumbing and electrical, ${r.int(10, 25)} years in Chicagoland. Own tools and truck. Looking for a company or a property manager in ${town(r).en} and the north suburbs. ${demoPhone(r)}.`,
  })),
  t('jobs', 'offer', 'lt', null, (r) => ({
    title: 'Reikalinga auklė',
    body: `Šeima ${ltTown(r).ltIn} ieško auklės dviem vaikams, darbo dienomis nuo 7 iki 16 val. Lietuvių kalba būtina. Atlyginimas ${money(r.int(18, 22))} per valandą. Tel. ${demoPhone(r)}.`,
  })),

  // Services
  t('services', 'offer', 'ru', 'tools', (r) => ({
    title: 'Ремонт квартир и домов',
    body: `Кухни, ванные, плитка, гипсокартон, покраска, полы. Бесплатная оценка, страховка, ${r.int(10, 20)} лет опыта. Работаем ${town(r).ruIn} и по всему Чикаголенду. Звоните ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'ru', null, (r) => ({
    title: 'Налоги, бухгалтерия, ITIN',
    body: `Личные и бизнес-налоги, открытие корпораций, payroll, помощь с IRS. Офис ${town(r).ruIn}, приём по записи, вечером и в субботу. Консультация бесплатно. ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'ru', null, (r) => ({
    title: 'Переводы документов',
    body: `Сертифицированные переводы с русского, украинского и литовского для USCIS, школ и DMV. Нотариус. Срочно за ${r.int(1, 2)} дня. ${money(r.int(25, 40))} за страницу. ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'ru', 'tools', (r) => ({
    title: 'Мастер на час',
    body: `Соберу мебель, повешу полки и люстры, заменю смесители и розетки, мелкий ремонт. Работаю ${town(r).ruIn} и в соседних городах, выезд в тот же день. От ${money(r.int(50, 70))} в час. ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'ru', null, (r) => ({
    title: 'Переезды, грузчики, доставка мебели',
    body: `Аккуратно перевезём квартиру или дом, упаковка, разборка и сборка мебели. Трак ${r.pick(['16', '20', '26'])} футов. Работаем 7 дней в неделю. ${money(round(r, 95, 140, 5))} в час за двоих грузчиков. ${demoPhone(r)}.`,
  })),
  t('services', 'wanted', 'ru', null, (r) => ({
    title: 'Ищу мастера по ремонту стиральных машин',
    body: `Нужен мастер по ремонту стиральной машины Whirlpool ${town(r).ruIn}, не сливает воду. Желательно на этой неделе. ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'en', null, (r) => ({
    title: 'House cleaning, weekly or one time',
    body: `Reliable team, ${r.int(5, 15)} years in ${town(r).en} and the north suburbs. Deep cleaning, move-in/move-out, windows. Our own supplies. References available. Free estimate: ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'en', 'tools', (r) => ({
    title: 'Licensed plumber, 24/7',
    body: `Leaks, clogged drains, water heaters, sump pumps, bathroom remodels. Licensed and insured, serving ${twoTowns(r).map((place) => place.en).join(', ')} and the area. No extra charge on weekends. ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'en', null, (r) => ({
    title: 'Airport rides and errands',
    body: `O'Hare and Midway pickups, doctor visits, shopping trips for seniors. Clean minivan, child seats on request. Russian and English. From ${money(r.int(45, 65))} to O'Hare from ${town(r).en}. ${demoPhone(r)}.`,
  })),
  t('services', 'offer', 'lt', null, (r) => ({
    title: 'Buhalterinės paslaugos ir mokesčiai',
    body: `Asmeninės ir verslo mokesčių deklaracijos, konsultacijos lietuvių kalba. Biuras ${ltTown(r).ltIn}, dirbame ir šeštadieniais. Tel. ${demoPhone(r)}.`,
  })),

  // For sale
  t('for-sale', 'offer', 'ru', 'sofa', (r) => ({
    title: 'Продаю диван в отличном состоянии',
    body: `${r.pick(['Угловой', 'Раскладной', 'Кожаный'])} диван, ${r.int(2, 4)} года, без пятен и животных. Самовывоз ${town(r).ruIn}. ${money(round(r, 150, 600, 10))}. ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'ru', 'piano', (r) => ({
    title: 'Продаю пианино',
    body: `Пианино ${r.pick(['Yamaha', 'Kawai', 'Baldwin', 'Petrof'])}, настроено в этом году, звук отличный. Идеально для начинающих. Перевозку оплачивает покупатель. ${money(round(r, 700, 2500, 50))}. ${town(r).ru}, ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'ru', 'bicycle', (r) => ({
    title: 'Продаю велосипед',
    body: `${r.pick(['Горный', 'Городской', 'Детский', 'Шоссейный'])} велосипед ${r.pick(['Trek', 'Specialized', 'Giant', 'Schwinn'])}, ${r.pick(['21 скорость', '7 скоростей', 'колёса 26 дюймов'])}, почти не пользовались. ${money(round(r, 80, 450, 5))}. ${town(r).ru}. ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'ru', 'sofa', (r) => ({
    title: 'Переезд в Бруклин: продаём мебель',
    body: `Уезжаем в Бруклин, Нью-Йорк, продаём всё: диван, обеденный стол и 6 стульев, шкаф, кровать queen с матрасом, телевизор. Всё в хорошем состоянии, отдаём недорого. ${town(r).ru}, ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'ru', 'laptop', (r) => ({
    title: `Продаю ноутбук ${r.pick(['MacBook Air', 'Dell XPS 13', 'Lenovo ThinkPad'])}`,
    body: `${r.pick(['8', '16'])} ГБ памяти, SSD ${r.pick(['256', '512'])} ГБ, батарея держит ${r.int(6, 10)} часов. Зарядка и чехол в комплекте. ${money(round(r, 350, 900, 10))}. Встреча ${town(r).ruIn}. ${demoPhone(r)}.`,
  })),
  t('for-sale', 'wanted', 'ru', null, (r) => ({
    title: 'Куплю старые монеты и значки',
    body: `Коллекционер купит монеты, медали, значки, открытки и фотографии СССР и царской России. Оценка бесплатно, приеду сам. ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'en', 'sofa', (r) => ({
    title: `Moving sale in ${town(r).en}`,
    body: `Everything must go: sectional sofa, dining table with 4 chairs, queen bed frame, dresser, desk, kitchenware. Saturday and Sunday 9 am-3 pm. Cash or Zelle. ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'en', 'bicycle', (r) => ({
    title: `${r.pick(['Trek', 'Giant', 'Cannondale'])} bike, barely used`,
    body: `${r.pick(['Hybrid', 'Road', 'Mountain'])} bike, size ${r.pick(['M', 'L', 'S'])}, tuned up this spring, new tires. Helmet and lock included. ${money(round(r, 150, 600, 5))} firm. Pickup in ${town(r).en}. ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'en', 'piano', (r) => ({
    title: 'Upright piano, free to a good home',
    body: `Older ${r.pick(['Kimball', 'Wurlitzer', 'Story & Clark'])} upright, holds a tune, one sticky key. You arrange the movers. ${town(r).en}. Text ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'en', 'laptop', (r) => ({
    title: `${r.pick(['MacBook Pro 14', 'ThinkPad X1', 'Surface Laptop'])} for sale`,
    body: `Like new, ${r.pick(['16', '32'])} GB RAM, ${r.pick(['512 GB', '1 TB'])} SSD, original box and charger. Battery cycle count ${r.int(20, 90)}. ${money(round(r, 650, 1400, 10))}. Meet at a public place in ${town(r).en}. ${demoPhone(r)}.`,
  })),
  t('for-sale', 'offer', 'lt', 'bicycle', (r) => ({
    title: 'Parduodu dviratį',
    body: `Miesto dviratis, 7 pavaros, mažai naudotas, su krepšeliu. ${money(round(r, 90, 260, 5))}. Galima pasiimti ${ltTown(r).ltIn}. Tel. ${demoPhone(r)}.`,
  })),

  // Autos
  t('autos', 'offer', 'ru', 'car', (r) => {
    const [make, model] = r.pick(CARS);
    const year = r.int(2012, 2021);
    return {
      title: `Продаю ${make} ${model} ${year}`,
      body: `Один владелец, пробег ${round(r, 40, 140, 1)} тыс. миль, без аварий, чистый title. Обслуживание у дилера, новые тормоза и резина. ${money(round(r, 7, 26, 1) * 1000 + round(r, 0, 900, 100))}. Смотреть ${town(r).ruIn}. ${demoPhone(r)}.`,
    };
  }),
  t('autos', 'wanted', 'ru', null, (r) => ({
    title: 'Куплю машину в любом состоянии',
    body: `Куплю автомобиль после аварии, с проблемами двигателя или коробки, без title тоже рассмотрю. Работаю ${town(r).ruIn} и по всему Чикаголенду, приеду сам, расчёт сразу. ${demoPhone(r)}.`,
  })),
  t('autos', 'offer', 'en', 'car', (r) => {
    const [make, model] = r.pick(CARS);
    const year = r.int(2011, 2022);
    return {
      title: `${year} ${make} ${model}, clean title`,
      body: `${round(r, 35, 150, 1)}k miles, no accidents, ${r.pick(['AWD', 'FWD'])}, backup camera, heated seats, new battery. Maintenance records. ${money(round(r, 6, 28, 1) * 1000 + round(r, 0, 900, 100))} OBO. ${town(r).en}. Call ${demoPhone(r)}.`,
    };
  }),
  t('autos', 'offer', 'en', null, (r) => ({
    title: 'Winter tires on rims, set of 4',
    body: `Bridgestone Blizzak ${r.pick(['215/60R16', '225/65R17', '235/55R18'])}, ${r.int(1, 2)} seasons, lots of tread left, mounted on steel rims. ${money(round(r, 250, 550, 10))}. ${town(r).en}. ${demoPhone(r)}.`,
  })),
  t('autos', 'wanted', 'en', null, (r) => ({
    title: 'Wanted: a reliable first car for my son',
    body: `Looking for a Toyota, Honda or Mazda, 2012 or newer, under ${round(r, 100, 140, 1)}k miles, up to ${money(round(r, 7, 11, 1) * 1000)}. Private seller in ${town(r).en} or nearby. ${demoPhone(r)}.`,
  })),
  t('autos', 'offer', 'lt', 'car', (r) => {
    const [make, model] = r.pick(CARS);
    return {
      title: `Parduodamas ${make} ${model}`,
      body: `${r.int(2012, 2020)} metų, ${round(r, 60, 140, 1)} tūkst. mylių, be avarijų, prižiūrėtas. Kaina ${money(round(r, 6, 18, 1) * 1000)}. Apžiūrėti ${ltTown(r).ltIn}. Tel. ${demoPhone(r)}.`,
    };
  }),

  // Education
  t('education', 'offer', 'ru', 'books', (r) => ({
    title: 'Репетитор по математике',
    body: `Преподаватель с опытом ${r.int(10, 20)} лет готовит к SAT, ACT и школьным экзаменам, алгебра, геометрия, calculus. Занятия ${town(r).ruIn} или онлайн. Первое занятие бесплатно. ${demoPhone(r)}.`,
  })),
  t('education', 'offer', 'ru', 'piano', (r) => ({
    title: 'Уроки фортепиано для детей и взрослых',
    body: `Выпускница консерватории даёт уроки фортепиано и сольфеджио, подготовка к конкурсам. Занятия у меня дома ${town(r).ruIn} или у вас. ${money(r.int(40, 60))} за 45 минут. ${demoPhone(r)}.`,
  })),
  t('education', 'offer', 'ru', 'books', (r) => ({
    title: 'Русский язык для детей',
    body: `Субботняя школа ${town(r).ruIn}: чтение, письмо, литература и история для детей 5–14 лет. Маленькие группы, опытные учителя. Запись на весенний семестр: ${demoPhone(r)}.`,
  })),
  t('education', 'wanted', 'ru', null, (r) => ({
    title: 'Ищу преподавателя английского',
    body: `Нужен преподаватель английского для взрослого, уровень intermediate, подготовка к собеседованию. 2 раза в неделю вечером, ${town(r).ruIn} или онлайн. ${demoPhone(r)}.`,
  })),
  t('education', 'offer', 'en', 'books', (r) => ({
    title: 'ESL classes for adults',
    body: `Small evening groups in ${town(r).en}, beginner to advanced, citizenship test preparation. Friendly certified teacher who speaks Russian and Lithuanian. ${money(r.int(20, 30))} per class. ${demoPhone(r)}.`,
  })),
  t('education', 'offer', 'en', 'laptop', (r) => ({
    title: 'Computer lessons for seniors',
    body: `Learn e-mail, video calls, online banking and your smartphone at your own pace. Patient teacher, home visits in ${town(r).en} and nearby. ${money(r.int(30, 45))}/hour. ${demoPhone(r)}.`,
  })),
  t('education', 'offer', 'lt', 'books', (r) => ({
    title: 'Lietuvių kalbos pamokos vaikams',
    body: `Šeštadieninė mokykla ${ltTown(r).ltIn} kviečia vaikus nuo 4 metų. Kalba, istorija, dainos ir šokiai. Registracija tel. ${demoPhone(r)}.`,
  })),

  // Personal
  t('personal', 'offer', 'ru', 'cat', (r) => ({
    title: 'Отдам котят в хорошие руки',
    body: `Три котёнка, ${r.int(2, 3)} месяца, приучены к лотку, едят сами. ${r.pick(['Рыжий, серый и чёрный', 'Два полосатых и одна трёхцветная', 'Все пушистые'])}. ${town(r).ru}, ${demoPhone(r)}.`,
  })),
  t('personal', 'wanted', 'ru', 'cat', (r) => ({
    title: `Потерялся кот ${town(r).ruIn}`,
    body: `${r.pick(['Серый полосатый', 'Чёрный с белой грудкой', 'Рыжий'])} кот, кастрирован, в ошейнике, отзывается на ${r.pick(['Барсик', 'Мурзик', 'Персик'])}. Пропал ${r.int(1, 20)}-го возле ${r.pick(['Dempster St', 'Golf Rd', 'Dundee Rd', 'Touhy Ave'])}. Вознаграждение! ${demoPhone(r)}.`,
  })),
  t('personal', 'wanted', 'ru', null, (r) => ({
    title: 'Ищу партнёров для игры в шахматы',
    body: `Пенсионер, играю на уровне первого разряда, ищу партнёров для игры по субботам ${town(r).ruIn}, в библиотеке или в кафе. ${demoPhone(r)}.`,
  })),
  t('personal', 'wanted', 'ru', null, (r) => ({
    title: 'Ищу попутчиков до Милуоки',
    body: `Езжу каждую пятницу из ${r.pick(['Скоки', 'Нортбрука', 'Баффало-Гроув', 'Уилинга'])} в Милуоки и обратно в воскресенье. Возьму 2–3 попутчиков, делим бензин. ${demoPhone(r)}.`,
  })),
  t('personal', 'offer', 'en', 'cat', (r) => ({
    title: `Found: a friendly cat near ${town(r).en}`,
    body: `Found a ${r.pick(['grey tabby', 'black and white', 'orange'])} cat near ${r.pick(['Golf Rd', 'Lake Cook Rd', 'Central St', 'Main St'])}, very friendly, no collar, not chipped. Describe it to claim. ${demoPhone(r)}.`,
  })),
  t('personal', 'wanted', 'en', null, (r) => ({
    title: 'Walking partner wanted',
    body: `Retired teacher looking for a walking partner in ${town(r).en}, mornings around the forest preserve, about 3 miles. Russian or English. ${r.pick(EN_NAMES)}, ${demoPhone(r)}.`,
  })),
  t('personal', 'offer', 'lt', null, (r) => ({
    title: 'Ieškau bendrakeleivių',
    body: `Kas savaitgalį važiuoju iš ${r.pick(['Lemonto', 'Oak Lawn', 'Čikagos'])} į Wisconsin valstiją. Galiu paimti du keleivius. ${r.pick(LT_NAMES)}, tel. ${demoPhone(r)}.`,
  })),
];

/**
 * Draws `count` ads: a language mix of about 55% Russian, 38% English and 7% Lithuanian, across
 * every section (each template once first, unless `anyTemplate`).
 */
export function draftAds(count: number, r: Random, { anyTemplate = false } = {}): AdDraft[] {
  const byLang = (lang: ContentLanguage) => TEMPLATES.filter((template) => template.lang === lang);
  const pools = { ru: byLang('ru'), en: byLang('en'), lt: byLang('lt') };
  const drafts: AdDraft[] = [];
  for (let i = 0; i < count; i++) {
    const roll = r.next();
    const lang: ContentLanguage = roll < 0.55 ? 'ru' : roll < 0.93 ? 'en' : 'lt';
    // Going round each pool first, so a small seed still has every template.
    const pool = pools[lang];
    const template = i < TEMPLATES.length && !anyTemplate ? TEMPLATES[i]! : r.pick(pool);
    const { title, body } = template.make(r);
    drafts.push({ section: template.section, type: template.type, lang: template.lang, title, body, picture: template.picture });
  }
  return drafts;
}
