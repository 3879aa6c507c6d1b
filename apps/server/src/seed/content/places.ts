/**
 * Where the printed weekly lies for pick-up: real Chicagoland ZIP codes (their centroids come
 * from the zipcodes package), with how many points each gets relative to the others and the
 * main streets the synthetic addresses use.
 */
export interface Area {
  zip: string;
  /** A neighborhood label, for Chicago branch names. */
  area?: string;
  weight: number;
  streets: readonly string[];
  /** Range of house numbers on those streets. */
  numbers?: readonly [number, number];
  /** On the lakefront: points are only moved inland (west). */
  lakefront?: boolean;
}

export const AREAS: readonly Area[] = [
  // Chicago, north and northwest sides
  { zip: '60645', area: 'West Ridge', weight: 14, streets: ['W Devon Ave', 'N California Ave', 'N Western Ave', 'W Touhy Ave', 'W Pratt Blvd'], numbers: [2400, 7400] },
  { zip: '60659', area: 'North Park', weight: 9, streets: ['N Kedzie Ave', 'W Peterson Ave', 'W Devon Ave', 'N Lincoln Ave'], numbers: [2800, 6400] },
  { zip: '60626', area: 'Rogers Park', weight: 6, streets: ['N Sheridan Rd', 'W Howard St', 'N Clark St', 'W Morse Ave'], numbers: [1200, 7600], lakefront: true },
  { zip: '60660', area: 'Edgewater', weight: 5, streets: ['N Broadway', 'W Bryn Mawr Ave', 'N Sheridan Rd', 'W Granville Ave'], numbers: [1000, 6400], lakefront: true },
  { zip: '60640', area: 'Uptown', weight: 4, streets: ['N Broadway', 'W Lawrence Ave', 'W Wilson Ave', 'N Clark St'], numbers: [1000, 5200], lakefront: true },
  { zip: '60625', area: 'Lincoln Square', weight: 5, streets: ['N Lincoln Ave', 'W Lawrence Ave', 'N Western Ave', 'N Kedzie Ave'], numbers: [2000, 5600] },
  { zip: '60618', area: 'Irving Park', weight: 3, streets: ['W Irving Park Rd', 'N Milwaukee Ave', 'W Belmont Ave', 'N Pulaski Rd'], numbers: [2400, 4400] },
  { zip: '60630', area: 'Jefferson Park', weight: 4, streets: ['N Milwaukee Ave', 'W Lawrence Ave', 'N Cicero Ave', 'W Foster Ave'], numbers: [4400, 5600] },
  { zip: '60631', area: 'Edison Park', weight: 3, streets: ['N Northwest Hwy', 'W Touhy Ave', 'N Harlem Ave', 'N Oketo Ave'], numbers: [6400, 7600] },
  { zip: '60646', area: 'Sauganash', weight: 4, streets: ['N Cicero Ave', 'W Peterson Ave', 'N Central Ave', 'W Devon Ave'], numbers: [4800, 6800] },
  { zip: '60656', area: 'Norwood Park', weight: 3, streets: ['N Harlem Ave', 'W Higgins Ave', 'W Foster Ave', 'N Canfield Ave'], numbers: [4800, 7400] },
  // North and northwest suburbs
  { zip: '60076', weight: 18, streets: ['Dempster St', 'Oakton St', 'Main St', 'Touhy Ave', 'Skokie Blvd', 'Crawford Ave', 'Howard St', 'Gross Point Rd'], numbers: [3400, 9800] },
  { zip: '60077', weight: 10, streets: ['Old Orchard Rd', 'Golf Rd', 'Skokie Blvd', 'Gross Point Rd', 'Church St'], numbers: [4000, 9800] },
  { zip: '60712', weight: 6, streets: ['Touhy Ave', 'Lincoln Ave', 'Devon Ave', 'Pratt Ave', 'Crawford Ave'], numbers: [3400, 7400] },
  { zip: '60714', weight: 7, streets: ['Milwaukee Ave', 'Touhy Ave', 'Dempster St', 'Golf Rd', 'Harlem Ave', 'Oakton St'], numbers: [6000, 9800] },
  { zip: '60053', weight: 6, streets: ['Dempster St', 'Waukegan Rd', 'Lincoln Ave', 'Ferris Ave', 'Golf Rd'], numbers: [5600, 9400] },
  { zip: '60025', weight: 8, streets: ['Waukegan Rd', 'Glenview Rd', 'Willow Rd', 'Lake Ave', 'Chestnut Ave', 'Milwaukee Ave'], numbers: [600, 3800] },
  { zip: '60026', weight: 3, streets: ['Patriot Blvd', 'Chestnut Ave', 'Willow Rd', 'Shermer Rd'], numbers: [1800, 2900] },
  { zip: '60062', weight: 10, streets: ['Dundee Rd', 'Skokie Blvd', 'Waukegan Rd', 'Shermer Rd', 'Lake Cook Rd', 'Willow Rd'], numbers: [400, 3800] },
  { zip: '60090', weight: 12, streets: ['Dundee Rd', 'Milwaukee Ave', 'Elmhurst Rd', 'McHenry Rd', 'Hintz Rd'], numbers: [100, 1900] },
  { zip: '60089', weight: 14, streets: ['Dundee Rd', 'Lake Cook Rd', 'Buffalo Grove Rd', 'Arlington Heights Rd', 'Weiland Rd', 'McHenry Rd'], numbers: [100, 1800] },
  { zip: '60004', weight: 7, streets: ['Arlington Heights Rd', 'Rand Rd', 'Palatine Rd', 'Kensington Rd', 'Dundee Rd'], numbers: [100, 2400] },
  { zip: '60005', weight: 5, streets: ['Algonquin Rd', 'Central Rd', 'Golf Rd', 'Arlington Heights Rd'], numbers: [100, 2400] },
  { zip: '60016', weight: 7, streets: ['Lee St', 'Golf Rd', 'Rand Rd', 'Miner St', 'Dempster St'], numbers: [600, 2400] },
  { zip: '60018', weight: 4, streets: ['Oakton St', 'River Rd', 'Touhy Ave', 'Lee St'], numbers: [600, 2800] },
  { zip: '60056', weight: 6, streets: ['Northwest Hwy', 'Rand Rd', 'Elmhurst Rd', 'Central Rd', 'Main St'], numbers: [100, 1900] },
  { zip: '60067', weight: 4, streets: ['Northwest Hwy', 'Palatine Rd', 'Quentin Rd', 'Smith St'], numbers: [100, 1800] },
  { zip: '60074', weight: 3, streets: ['Rand Rd', 'Dundee Rd', 'Hicks Rd', 'Baldwin Rd'], numbers: [100, 1800] },
  { zip: '60173', weight: 3, streets: ['Golf Rd', 'Meacham Rd', 'Woodfield Rd', 'Martingale Rd'], numbers: [1000, 1900] },
  { zip: '60193', weight: 3, streets: ['Schaumburg Rd', 'Roselle Rd', 'Wise Rd', 'Irving Park Rd'], numbers: [100, 1700] },
  { zip: '60194', weight: 2, streets: ['Higgins Rd', 'Barrington Rd', 'Golf Rd'], numbers: [1000, 2400] },
  { zip: '60015', weight: 5, streets: ['Waukegan Rd', 'Deerfield Rd', 'Lake Cook Rd', 'Osterman Ave'], numbers: [400, 1800] },
  { zip: '60035', weight: 5, streets: ['Sheridan Rd', 'Central Ave', 'Green Bay Rd', 'St Johns Ave', 'Skokie Valley Rd'], numbers: [400, 2800], lakefront: true },
  { zip: '60201', weight: 5, streets: ['Central St', 'Green Bay Rd', 'Sherman Ave', 'Davis St', 'Ridge Ave'], numbers: [500, 2800], lakefront: true },
  { zip: '60202', weight: 5, streets: ['Chicago Ave', 'Main St', 'Dempster St', 'Howard St', 'Dodge Ave'], numbers: [500, 2400], lakefront: true },
  { zip: '60061', weight: 4, streets: ['Milwaukee Ave', 'Townline Rd', 'Hawthorn Pkwy', 'Lakeview Pkwy'], numbers: [100, 1400] },
  { zip: '60047', weight: 3, streets: ['Rand Rd', 'Main St', 'Old Rand Rd', 'Ela Rd'], numbers: [100, 1200] },
  { zip: '60068', weight: 4, streets: ['Touhy Ave', 'Northwest Hwy', 'Prospect Ave', 'Cumberland Ave'], numbers: [100, 1800] },
  { zip: '60007', weight: 3, streets: ['Arlington Heights Rd', 'Devon Ave', 'Biesterfield Rd', 'Higgins Rd'], numbers: [100, 1900] },
  { zip: '60169', weight: 3, streets: ['Golf Rd', 'Higgins Rd', 'Barrington Rd', 'Roselle Rd'], numbers: [1000, 2600] },
  { zip: '60048', weight: 3, streets: ['Milwaukee Ave', 'Park Ave', 'Peterson Rd', 'Lake St'], numbers: [100, 1600] },
  { zip: '60060', weight: 2, streets: ['Hawley St', 'Lake St', 'Seymour Ave', 'Midlothian Rd'], numbers: [100, 1200] },
  { zip: '60091', weight: 3, streets: ['Green Bay Rd', 'Lake Ave', 'Central Ave', 'Ridge Rd'], numbers: [400, 3200], lakefront: true },
  { zip: '60093', weight: 2, streets: ['Green Bay Rd', 'Elm St', 'Lincoln Ave', 'Tower Rd'], numbers: [400, 1200], lakefront: true },
  { zip: '60008', weight: 2, streets: ['Kirchoff Rd', 'Algonquin Rd', 'Golf Rd'], numbers: [1800, 3400] },
  { zip: '60070', weight: 3, streets: ['Elmhurst Rd', 'Rand Rd', 'Camp McDonald Rd'], numbers: [100, 1200] },
  { zip: '60014', weight: 3, streets: ['Virginia St', 'Main St', 'Randall Rd', 'Pingree Rd'], numbers: [100, 6200] },
  // West and southwest suburbs
  { zip: '60540', weight: 4, streets: ['Washington St', 'Ogden Ave', 'Jefferson Ave', 'Chicago Ave'], numbers: [100, 1800] },
  { zip: '60563', weight: 3, streets: ['Diehl Rd', 'Route 59', 'Ogden Ave', 'Mill St'], numbers: [100, 2400] },
  { zip: '60565', weight: 3, streets: ['75th St', '95th St', 'Washington St', 'Plainfield-Naperville Rd'], numbers: [100, 2800] },
  { zip: '60523', weight: 2, streets: ['22nd St', 'York Rd', 'Butterfield Rd', 'Spring Rd'], numbers: [100, 3000] },
  { zip: '60515', weight: 3, streets: ['Ogden Ave', 'Main St', 'Butterfield Rd', '63rd St'], numbers: [400, 2400] },
  { zip: '60517', weight: 2, streets: ['75th St', 'Woodward Ave', 'Janes Ave'], numbers: [2000, 3400] },
  { zip: '60559', weight: 2, streets: ['Ogden Ave', 'Cass Ave', '63rd St'], numbers: [100, 900] },
  { zip: '60521', weight: 2, streets: ['Ogden Ave', 'Washington St', 'Chicago Ave'], numbers: [20, 900] },
  { zip: '60439', weight: 12, streets: ['Main St', 'State St', '127th St', 'Archer Ave', 'Walker Rd'], numbers: [100, 1600] },
  { zip: '60491', weight: 3, streets: ['159th St', 'Bell Rd', '143rd St'], numbers: [12000, 15900] },
  { zip: '60462', weight: 4, streets: ['LaGrange Rd', '159th St', '143rd St', 'Wolf Rd', '151st St'], numbers: [9000, 15900] },
  { zip: '60440', weight: 3, streets: ['Boughton Rd', 'Weber Rd', 'Bolingbrook Dr', 'Briarcliff Rd'], numbers: [100, 1600] },
  // Northwest Indiana
  { zip: '46321', weight: 3, streets: ['Ridge Rd', 'Calumet Ave', '45th St', 'Columbia Ave'], numbers: [100, 9800] },
  { zip: '46322', weight: 2, streets: ['Ridge Rd', 'Indianapolis Blvd', 'Kennedy Ave'], numbers: [2000, 9800] },
  { zip: '46375', weight: 2, streets: ['US Highway 41', 'Joliet St', 'Indianapolis Blvd'], numbers: [100, 1800] },
  { zip: '46307', weight: 2, streets: ['Main St', 'Joliet St', 'Broadway', 'E 109th Ave'], numbers: [100, 1800] },
  { zip: '46410', weight: 2, streets: ['Broadway', '61st Ave', 'Mississippi St', 'US Highway 30'], numbers: [100, 8900] },
  // Southeast Wisconsin
  { zip: '53142', weight: 3, streets: ['52nd St', '75th St', 'Green Bay Rd', '39th Ave'], numbers: [3000, 8400] },
  { zip: '53144', weight: 2, streets: ['60th St', 'Green Bay Rd', 'Washington Rd'], numbers: [3000, 8400] },
  { zip: '53158', weight: 2, streets: ['104th Ave', '165th Ave', 'Prairie Ridge Blvd'], numbers: [6000, 9900] },
  { zip: '53406', weight: 2, streets: ['Washington Ave', 'Durand Ave', 'Green Bay Rd', 'Taylor Ave'], numbers: [2000, 6400] },
];

export const KINDS = [
  'grocery',
  'pharmacy',
  'cafe',
  'restaurant',
  'library',
  'church',
  'community-center',
  'bakery',
  'deli',
  'medical-office',
  'bookstore',
] as const;

export type PointKind = (typeof KINDS)[number];

/** How often each kind of place occurs, relative to the others. */
export const KIND_WEIGHTS: Record<PointKind, number> = {
  grocery: 20,
  pharmacy: 12,
  cafe: 10,
  restaurant: 12,
  library: 7,
  church: 6,
  'community-center': 6,
  bakery: 8,
  deli: 8,
  'medical-office': 8,
  bookstore: 3,
};

/** Names by kind; a name is used at most once per city. {city} is the point's city. */
export const NAMES: Record<PointKind, readonly string[]> = {
  grocery: [
    'Euro Fresh Market',
    'Baltic Foods',
    'Garden Fresh International',
    'Kalinka Foods',
    'Riga Market',
    'Amber Grocery',
    'Odessa International Foods',
    'Samovar Market',
    'Golden Apple Grocery',
    'Family Fresh Market',
    'Old Country Market',
    'Black Sea Foods',
  ],
  pharmacy: [
    'Zdorovye Pharmacy',
    'Family Care Pharmacy',
    'Apteka Plus',
    'Good Health Pharmacy',
    'CarePoint Pharmacy',
    '{city} Village Pharmacy',
    'Medline Pharmacy & Gifts',
    'Northside Apothecary',
  ],
  cafe: [
    'Samovar Café',
    'Café Vilnius',
    'Blue Door Coffee',
    'Morning Tea House',
    'Café Odessa',
    'Baltic Coffee Co.',
    'Corner Cup Café',
    'Tea & Crêpes',
  ],
  restaurant: [
    'Tbilisi House',
    'Old Riga Restaurant',
    'Pelmeni Kitchen',
    'Black Sea Grill',
    'Amber Road Restaurant',
    'Carpathian Table',
    'Kyiv Kitchen',
    'Dnipro Café & Grill',
    'Lakeside Diner',
    'Golden Horn Restaurant',
  ],
  library: ['{city} Public Library'],
  church: [
    'St. Nicholas Orthodox Church',
    'Holy Trinity Orthodox Church',
    'St. Casimir Lithuanian Catholic Church',
    'St. Volodymyr Ukrainian Catholic Church',
    'Resurrection Lutheran Church',
    'Nativity of Christ Church',
    'St. Andrew Church',
    'Grace Slavic Baptist Church',
  ],
  'community-center': [
    '{city} Park District Community Center',
    '{city} Senior Center',
    'Lithuanian Community Hall',
    'Russian Cultural Center',
    '{city} Family Resource Center',
  ],
  bakery: ['Kolosok Bakery', 'Sweet Home Bakery', 'European Pastry Shop', 'Rye & Poppy Bakery', 'Baltic Bread House', 'Napoleon Pastry'],
  deli: ['Gintaras Deli', 'Kalinka Deli', 'Baltic Deli & Market', 'Smoked Fish House', 'Old World Deli', 'Lithuanian Deli & Café'],
  'medical-office': [
    'Family Medicine Associates',
    'North Shore Pediatrics',
    'Prairie Internal Medicine',
    'Smile Dental Studio',
    'Healthy Heart Cardiology',
    'Westside Physical Therapy',
    'Comfort Home Care Office',
  ],
  bookstore: ['Dom Knigi Bookstore', 'Baltic Bookshop', 'Second Chapter Books', 'Globe Language Books'],
};
