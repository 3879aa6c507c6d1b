/** The publisher's own details, shown in the footer, pop-ups and structured data. */
export const SITE = {
  name: 'Gazeta',
  phone: '+1 (847) 555-0148',
  phoneHref: 'tel:+18475550148',
  email: 'info@gazeta.example',
  postalAddress: {
    street: '9201 Waukegan Rd, Suite 204',
    city: 'Morton Grove',
    state: 'IL',
    zip: '60053',
    country: 'US',
  },
  social: {
    facebook: 'https://www.facebook.com/gazeta.chicago',
    telegram: 'https://t.me/gazeta_chicago',
    instagram: 'https://www.instagram.com/gazeta.chicago',
  },
} as const;

export type SocialNetwork = keyof typeof SITE.social;
