import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { articles, categories, tags, users } from '../db/schema/index.ts';
import { addDays, chicagoDay, chicagoInstant } from '../lib/chicago-time.ts';
import type { Services } from '../services.ts';
import { NEWSROOM } from './content/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const editorEmail = () => DEMO_ACCOUNTS.find((account) => account.role === 'editor')!.email;

/** The seeded articles are the demo editor's (decision 057): published, with an author. */
export async function giveArticlesAnAuthor(tx: Db): Promise<void> {
  const [editor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, editorEmail()));
  if (editor) await tx.update(articles).set({ authorId: editor.id }).where(isNull(articles.authorId));
}

/**
 * The demo editor's work waiting in the newsroom (content/newsroom.json), written through the
 * newsroom's own service as the editor would: a draft, an article scheduled for later this week
 * (Chicago time), and one story published in Russian with its English translation linked.
 */
export async function seedNewsroomWork(tx: Db, services: Pick<Services, 'newsroomArticles'>, now: Date): Promise<{ draft: number; scheduled: number; ru: number; en: number }> {
  const [editor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, editorEmail()));
  if (!editor) throw new Error('the demo editor is seeded first');
  const viewer = { id: editor.id, role: 'editor' as const };
  const categoryId = async (slug: string) => (await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)))[0]!.id;
  const tagIds = async (names: readonly string[]) => {
    const ids: number[] = [];
    for (const name of names) ids.push((await tx.select({ id: tags.id }).from(tags).where(eq(tags.tagName, name)))[0]!.id);
    return ids;
  };
  const newsroom = services.newsroomArticles;
  const make = async (text: { lang: 'ru' | 'en' | 'lt'; title: string; lead: string; body: string }, category: string, names: readonly string[]) =>
    newsroom.create(viewer, { lang: text.lang, title: text.title, lead: text.lead, body_html: text.body, category_id: await categoryId(category), tag_ids: await tagIds(names), cover: null }, 'ru');

  const { draft, scheduled, translated } = NEWSROOM;
  const drafted = await make(draft, draft.category, draft.tags);
  const toSchedule = await make(scheduled, scheduled.category, scheduled.tags);
  const at = chicagoInstant(addDays(chicagoDay(now), scheduled.inDays), scheduled.time);
  const scheduledArticle = await newsroom.schedule(viewer, toSchedule.id, { version: toSchedule.version, publish_at: at.toISOString() }, 'ru');
  const ru = await make({ lang: 'ru', ...translated.ru }, translated.category, translated.tags);
  const ruLive = await newsroom.publish(viewer, ru.id, ru.version, 'ru');
  const en = await newsroom.translate(viewer, ruLive.id, 'en', 'ru');
  const enText = await newsroom.save(viewer, en.id, { version: en.version, autosave: false, title: translated.en.title, lead: translated.en.lead, body_html: translated.en.body }, 'ru');
  await newsroom.publish(viewer, enText.id, enText.version, 'ru');
  return { draft: drafted.id, scheduled: scheduledArticle.id, ru: ru.id, en: en.id };
}
