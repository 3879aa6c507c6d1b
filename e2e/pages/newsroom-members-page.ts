import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

const key = (name: string) => `newsroom:members.${name}`;

/** The newsroom's members (issue #27): the search at /newsroom/members and one member's page. */
export class NewsroomMembersPage extends BasePage {
  readonly search: Locator;
  readonly roleFilter: Locator;
  readonly find: Locator;
  readonly results: Locator;
  readonly memberRole: Locator;
  readonly newRole: Locator;
  readonly changeRole: Locator;
  readonly signOutEverywhere: Locator;
  readonly auditLink: Locator;
  readonly noSessions: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.search = this.main.getByLabel(t(locale, key('search.label')));
    this.roleFilter = this.main.getByLabel(t(locale, key('search.role')), { exact: true });
    this.find = this.main.getByRole('button', { name: t(locale, key('search.submit')), exact: true });
    this.results = this.main.getByRole('list', { name: t(locale, key('search.results')) }).getByRole('listitem');
    this.memberRole = this.main.getByTestId('member-role');
    this.newRole = this.main.getByLabel(t(locale, key('actions.role.label')));
    this.changeRole = this.main.getByRole('button', { name: t(locale, key('actions.role.submit')), exact: true });
    this.signOutEverywhere = this.main.getByRole('button', { name: t(locale, key('actions.signOut.submit')), exact: true });
    this.auditLink = this.main.getByRole('link', { name: t(locale, key('actions.audit')), exact: true });
    this.noSessions = this.main.getByTestId('member-no-sessions');
  }

  override goto(path = this.locale === 'ru' ? '/newsroom/members' : '/newsroom/members?lang=en'): Promise<Response | null> {
    return super.goto(path);
  }

  /** The action's own form, by its heading. */
  action(title: 'role' | 'signOut' | 'erase'): Locator {
    return this.main.getByRole('form', { name: t(this.locale, key(`actions.${title}.title`)) });
  }

  sure(title: 'role' | 'signOut'): Locator {
    return this.action(title).getByLabel(t(this.locale, key('actions.sure')));
  }
}
