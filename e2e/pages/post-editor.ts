import type { Locator, Page } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';

/**
 * The create-or-update pop-up of a feed post (spec §2): title, category (one: a filter box over a
 * radio group in letter sections), text (a rich-text field with a toolbar), up to 4 pictures,
 * Publish and Save draft.
 */
export class PostEditor {
  readonly page: Page;
  readonly locale: Locale;
  readonly dialog: Locator;
  readonly editDialog: Locator;
  readonly titleInput: Locator;
  /** The category field: a group named "Category" of radios, one per category. */
  readonly categoryGroup: Locator;
  readonly categoryFilter: Locator;
  readonly categoryOptions: Locator;
  /** The TipTap field (role textbox, labelled "Text"); loaded when the pop-up opens. */
  readonly contentInput: Locator;
  readonly toolbar: Locator;
  /** The file input (its label is the "Add pictures" button). */
  readonly imageInput: Locator;
  readonly previews: Locator;
  readonly publishButton: Locator;
  readonly saveDraftButton: Locator;
  readonly closeButton: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.dialog = page.getByRole('dialog', { name: t(locale, 'feed:editor.newTitle') }).or(page.getByRole('dialog', { name: t(locale, 'feed:editor.editTitle') }));
    this.editDialog = page.getByRole('dialog', { name: t(locale, 'feed:editor.editTitle') });
    this.titleInput = this.dialog.getByRole('textbox', { name: t(locale, 'feed:editor.title'), exact: true });
    this.categoryGroup = this.dialog.getByRole('group', { name: t(locale, 'feed:editor.tag'), exact: true });
    this.categoryFilter = this.categoryGroup.getByRole('searchbox', { name: t(locale, 'feed:editor.tagFilter'), exact: true });
    this.categoryOptions = this.categoryGroup.getByRole('radio');
    this.contentInput = this.dialog.getByRole('textbox', { name: t(locale, 'feed:editor.content'), exact: true });
    this.toolbar = this.dialog.getByRole('toolbar', { name: t(locale, 'feed:editor.toolbar') });
    this.imageInput = this.dialog.getByLabel(t(locale, 'feed:editor.addImages'), { exact: true });
    const [picture] = t(locale, 'feed:editor.imageAlt', { n: '\u0000' }).split('\u0000') as [string];
    this.previews = this.dialog.getByRole('img', { name: startsWith(picture) });
    this.publishButton = this.dialog.getByRole('button', { name: t(locale, 'feed:editor.publish'), exact: true });
    this.saveDraftButton = this.dialog.getByRole('button', { name: t(locale, 'feed:editor.saveDraft'), exact: true });
    this.closeButton = this.dialog.getByRole('button', { name: t(locale, 'common:actions.close'), exact: true });
  }

  /** A toolbar button by its key under feed:editor.tools (bold, italic, bulletList…). */
  tool(name: string): Locator {
    return this.toolbar.getByRole('button', { name: t(this.locale, `feed:editor.tools.${name}`), exact: true });
  }

  /** A category's radio by the name shown. */
  categoryOption(name: string): Locator {
    return this.categoryGroup.getByRole('radio', { name, exact: true });
  }

  /** A letter's section of the category list ("Б", "C"…). */
  categorySection(letter: string): Locator {
    return this.categoryGroup.getByRole('group', { name: letter, exact: true });
  }

  /** The "Remove picture n" button (n from 1). */
  removeImageButton(n: number): Locator {
    return this.dialog.getByRole('button', { name: t(this.locale, 'feed:editor.removeImage', { n }), exact: true });
  }

  /** Fills the form; `category` is the name shown in the list. */
  async fill(input: { title?: string; category?: string; text?: string }): Promise<void> {
    if (input.title !== undefined) await this.titleInput.fill(input.title);
    if (input.category !== undefined) {
      await this.categoryFilter.fill(input.category);
      await this.categoryOption(input.category).check();
    }
    if (input.text !== undefined) {
      await this.contentInput.click();
      await this.page.keyboard.type(input.text);
    }
  }
}
