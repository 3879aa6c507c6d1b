import type { FeedComments, FeedPostText } from './feed-types.ts';

/** Posts of the community feed in English: neighbours, second generation and friends of the community. */
export const FEED_POSTS_EN: readonly FeedPostText[] = [
  {
    tag: 'lemont',
    title: 'Lithuanian Days in Lemont this weekend: parking tips',
    kind: 'event',
    pictures: ['festival', 'hills'],
    html:
      '<p>Lithuanian Days are back at the World Lithuanian Center in Lemont on Saturday and Sunday. Folk dancing, amber jewelry, ' +
      '<em>kugelis</em>, cepelinai and a beer garden with Švyturys on tap.</p>' +
      '<ul><li>The lot fills up by noon: the shuttle from the Metra station runs every 20 minutes.</li>' +
      '<li>Bring cash for the food stands; the craft fair takes cards.</li><li>The kids\u2019 corner has face painting until 4 pm.</li></ul>' +
      '<p>See you there!</p>',
    threads: [
      { text: 'Is the shuttle free?', replies: ['Yes, it was free last year.'] },
      { text: 'Best kugelis I have ever had was at this festival. Going again!' },
    ],
  },
  {
    tag: 'northbrook',
    title: 'Recommendations for a Russian-speaking dentist near Northbrook?',
    kind: 'question',
    html:
      '<p>My grandmother just moved in with us and needs a dentist who speaks Russian. She has Medicare with a dental add-on. ' +
      'Anywhere between Northbrook and Glenview would be ideal. Thanks in advance!</p>',
    threads: [
      {
        text: 'There is a family practice on Waukegan Road in Glenview, two of the hygienists speak Russian. Very patient with seniors.',
        replies: ['Thank you, calling them tomorrow.'],
        byAuthor: true,
      },
    ],
  },
  {
    tag: 'soccer',
    title: 'Pickup soccer on Sunday mornings in Skokie',
    kind: 'event',
    html:
      '<p>We play friendly pickup soccer every Sunday at 9 am at Oakton Park in Skokie. All ages from 16 up, all levels, ' +
      'usually 14 to 20 people. Bring a light and a dark shirt. In winter we move indoors to the Skokie Sports Park.</p>',
    threads: [{ text: 'Is there an age limit? I am 52 and slow :)', replies: ['No limit at all, half of us are over 40.'] }],
  },
  {
    tag: 'green-card',
    title: 'Green card interview in Chicago: what to bring',
    kind: 'story',
    html:
      '<p>We had our marriage-based green card interview at the Chicago field office last month. A few things that helped:</p>' +
      '<ol><li>Originals of <strong>everything</strong> you sent, plus copies.</li><li>Recent joint documents: lease, bank statements, insurance.</li>' +
      '<li>Photos over several years, in a small album rather than on a phone.</li></ol>' +
      '<p>The officer was friendly; the whole thing took about 25 minutes. Check the official list at ' +
      '<a href="https://www.uscis.gov/green-card">uscis.gov/green-card</a>. Not legal advice, just our experience.</p>',
    threads: [{ text: 'Thank you, ours is in three weeks and I was so nervous. This helps a lot.', replies: ['Good luck! You will be fine.'], byAuthor: true }],
  },
  {
    tag: 'grand-opening',
    title: 'New Georgian bakery on Dempster: worth the trip',
    kind: 'story',
    pictures: ['bread'],
    html:
      '<p>A tiny Georgian bakery just opened on Dempster Street near the Yellow Line. The khachapuri comes straight out of a real clay oven ' +
      'and the lobiani (bean bread) is excellent. Go early on weekends, they sell out by 2 pm.</p>',
    threads: [
      { text: 'Went yesterday after reading this. The adjaruli is incredible!' },
      { text: 'Do they have anything vegan?', replies: ['The lobiani and the mchadi are vegan, I asked.'] },
    ],
  },
  {
    tag: 'volunteering',
    title: 'Volunteers needed: tax help for seniors (VITA)',
    kind: 'help',
    html:
      '<p>Our free tax clinic for seniors and low-income families in Des Plaines needs volunteers who speak Russian, Ukrainian or Lithuanian. ' +
      'No tax background required: the IRS training is free and online. Even three hours a week from February to April helps a lot.</p>',
    threads: [{ text: 'I speak Lithuanian and did bookkeeping for years. How do I sign up?', replies: ['Wonderful! Details are on the IRS VITA page, I will message you.'] }],
  },
  {
    tag: 'children',
    title: 'Free: baby crib and changing table in Wheeling',
    kind: 'sale',
    pictures: ['nursery'],
    html:
      '<p>Giving away a white convertible crib (mattress included, smoke-free home) and a matching changing table. ' +
      'Pick up in Wheeling, you will need a minivan or an SUV. First come, first served.</p>',
    threads: [{ text: 'Still available? I can come tonight.', replies: ['Sorry, it is gone already!'], byAuthor: true }],
  },
  {
    tag: 'theater',
    title: 'Russian-language youth theater is casting for the spring play',
    kind: 'event',
    html:
      '<p>Our youth theater studio is casting for its spring production, a stage version of <em>The Little Prince</em> in Russian. ' +
      'Ages 8 to 17; reading Russian is a plus but not required. Rehearsals on Sundays in Evanston.</p>',
  },
  {
    tag: 'citizenship',
    title: 'Passed the citizenship test today!',
    kind: 'story',
    html:
      '<p>After eleven years in the country I passed my naturalization interview this morning. The civics questions were easy ' +
      'after practicing with the official app every evening. Thank you to everyone in this feed who shared tips. Oath ceremony next month!</p>',
    threads: [
      { text: 'Congratulations!!! 🎉', replies: ['Thank you!'] },
      { text: 'Congrats! Which app did you use?', replies: ['The free USCIS civics test app, with the audio.'], byAuthor: true },
    ],
  },
  {
    tag: 'personal-finance',
    title: 'Sending money to Lithuania and Ukraine: which service do you use?',
    kind: 'question',
    html:
      '<p>Bank wires cost me 45 dollars each time. What do you use for small monthly transfers to family in Vilnius and Lviv? ' +
      'Looking for something reliable with a fair exchange rate.</p>',
    threads: [{ text: 'Wise works well for euros, fees are small and the rate is close to the real one.' }],
  },
  {
    tag: 'exhibitions',
    title: 'Ukrainian Institute of Modern Art: new exhibition opening',
    kind: 'event',
    pictures: ['gallery'],
    html:
      '<p>The Ukrainian Institute of Modern Art in Ukrainian Village opens a new exhibition of contemporary painters on Friday at 6 pm. ' +
      'Free admission, suggested donation. Great place to bring friends who have never been to the neighborhood.</p>',
  },
  {
    tag: 'des-plaines',
    title: 'Lost: a child\u2019s blue backpack near the Des Plaines library',
    kind: 'help',
    html:
      '<p>My son left his blue backpack with a dinosaur keychain on a bench near the library on Saturday. It has his glasses and a library book inside. ' +
      'If you found it, please comment here. Thank you!</p>',
    threads: [{ text: 'Check with the library front desk, they keep a lost and found box.', replies: ['Found it there! Thank you so much.'], byAuthor: true }],
  },
  {
    tag: 'naperville',
    title: 'Any Russian speakers in Naperville? Let\u2019s meet up',
    kind: 'question',
    html:
      '<p>We moved to Naperville from Brooklyn and it feels like all the Russian-speaking life is on the North Shore. ' +
      'Is anyone around here up for a monthly picnic or a coffee meetup on the Riverwalk?</p>',
    threads: [
      { text: 'We are in Aurora, would love to join!' },
      { text: 'There are a few families in Downers Grove too. Count us in.', replies: ['Great, I will set a date!'], byAuthor: true },
    ],
  },
  {
    tag: 'vaccines',
    title: 'Flu shots without an appointment this week',
    kind: 'help',
    html:
      '<p>The county clinic in Skokie is giving flu and updated COVID shots without appointments this week, Monday to Thursday, 9 am to 4 pm. ' +
      'Bring your insurance card; free for those without insurance. More at <a href="https://www.cookcountypublichealth.org">cookcountypublichealth.org</a>.</p>',
  },
  {
    tag: 'holidays',
    title: 'Where to buy a real Christmas tree on the North Shore?',
    kind: 'question',
    html:
      '<p>We want a fresh-cut fir this year, not a pre-cut one from a parking lot. Are there tree farms within an hour of Evanston worth the drive?</p>',
    threads: [{ text: 'Try the farms near Harvard, IL: you cut your own and they give you hot cider.' }],
  },
  {
    tag: 'russian-language',
    title: 'Looking for a Russian tutor for a heritage speaker (age 10)',
    kind: 'question',
    author: 'member',
    html:
      '<p>Our daughter understands Russian well but answers in English and does not read. We are looking for a tutor, online or in person around Skokie, ' +
      'who works with bilingual kids and makes it fun. Recommendations welcome!</p>',
    threads: [{ text: 'The Saturday school in Northbrook has a special group for exactly this, ages 8 to 12.' }],
  },
];

/** A post waiting for moderation, in English. */
export const FEED_PENDING_EN: readonly FeedPostText[] = [
  {
    tag: 'chicago',
    title: 'Carpool from Skokie to the Loop, weekdays',
    kind: 'question',
    html:
      '<p>I drive from Skokie to the Loop every weekday, leaving at 7:15 and coming back around 6. Two seats free; we split parking and gas. ' +
      'Non-smokers, please.</p>',
  },
  {
    tag: 'restaurants',
    title: 'Best pelmeni in Chicagoland? Settle a family argument',
    kind: 'question',
    html: '<p>My husband says homemade is the only answer. I say there is a place in Wheeling that beats us. Where do you go for pelmeni?</p>',
  },
];

export const FEED_COMMENTS_EN: FeedComments = {
  comments: {
    question: [
      'Following, I need the same thing.',
      'Ask in the neighborhood group too, people answer fast there.',
      'We were looking for this last year, will send you a message.',
      'Great question, thanks for asking it.',
      'Check the reviews, but word of mouth is best.',
    ],
    sale: ['Is this still available?', 'Could you post a photo of the label?', 'Great price, good luck!', 'If it falls through, let me know.'],
    event: [
      'Thanks for posting, we will be there!',
      'Is it kid friendly?',
      'Went last year, highly recommend.',
      'Can\u2019t make it this time, will there be another one?',
      'Shared with my friends.',
    ],
    story: ['Thanks for sharing, very helpful.', 'Saving this for later.', 'Same experience here.', 'More posts like this, please!'],
    help: ['Shared, good luck!', 'Thank you for the heads up.', 'How can I help?', 'What a great thing to do, thank you.'],
  },
  replies: ['Thank you!', 'Agreed.', 'Good to know.', 'Thanks for the tip!', 'Exactly.'],
};
