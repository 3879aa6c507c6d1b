import type { Db } from '../db/client.ts';
import { bannedWords, rejectTemplates } from '../db/schema/index.ts';

/** The reasons moderators pick from at first (editors change them at will), in both languages. */
export const DEMO_REJECT_TEMPLATES = [
  {
    titleEn: 'Advertising in the feed',
    titleRu: 'Реклама в ленте',
    textEn: 'The feed is for questions and news of the community. Please place this as a classified ad, then send it again.',
    textRu: 'Лента — для вопросов и новостей общины. Разместите это как частное объявление и отправьте снова.',
  },
  {
    titleEn: 'Missing contact details',
    titleRu: 'Нет контактов',
    textEn: 'Readers cannot reach you: please add a phone number or an address, then send it again.',
    textRu: 'Читатели не смогут с вами связаться: добавьте телефон или адрес и отправьте снова.',
  },
  {
    titleEn: 'Rude or offensive',
    titleRu: 'Грубость',
    textEn: 'Please rewrite this without insults: our readers are neighbours.',
    textRu: 'Пожалуйста, перепишите без оскорблений: наши читатели — соседи.',
  },
] as const;

/** The review queue's demo: its reason templates and one banned word (decision 059). */
export async function seedReview(tx: Db, now: Date): Promise<void> {
  await tx.insert(rejectTemplates).values(DEMO_REJECT_TEMPLATES.map((template) => ({ ...template, createdAt: now, updatedAt: now })));
  await tx.insert(bannedWords).values({ word: 'казино', createdAt: now }).onConflictDoNothing();
}
