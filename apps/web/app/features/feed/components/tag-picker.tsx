import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Tag } from '@gazeta/contract';
import { filterTags, tagLabel, tagSections } from '../feed-query.ts';

export interface TagPickerProps {
  tags: readonly Tag[];
  /** The chosen tag's id, '' for none. */
  value: string;
  onChange: (tagId: string) => void;
  /** The message beside the field when the form was sent without a category. */
  error?: string | undefined;
}

/**
 * The post editor's category (spec §2: one tag, a single choice): a filter box above a radio
 * group, in alphabetical sections of the reader's language. Radios are the native single choice:
 * Tab reaches the group, the arrow keys move the choice, and the browser and screen readers know
 * them. In the filter box, Enter picks the first match (it does not send the post) and the down
 * arrow goes to the list. The chosen category always stays in the list and is named above it.
 */
export function TagPicker({ tags, value, onChange, error }: TagPickerProps) {
  const { t, i18n } = useTranslation('feed');
  const locale = i18n.language as Locale;
  const id = useId();
  const ids = { legend: `${id}-legend`, chosen: `${id}-chosen`, error: `${id}-error`, filter: `${id}-filter`, count: `${id}-count`, list: `${id}-list` };
  const [filter, setFilter] = useState('');
  const focusChosen = useRef(false);
  const list = useRef<HTMLDivElement>(null);
  const chosen = tags.find((tag) => String(tag.tag_id) === value);
  const filtering = filter.trim() !== '';
  const matches = filterTags(tags, filter, locale);
  const shown = chosen && !matches.includes(chosen) ? filterTags(tags, filter, locale, chosen.tag_name) : matches;
  const sections = tagSections(shown, locale);

  // A post being edited opens with its category in view: the list scrolls, not the pop-up.
  const [opened] = useState(value);
  useEffect(() => {
    const box = list.current;
    const option = box?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(opened)}"]`)?.closest('label');
    if (box && option) box.scrollTop = Math.max(0, option.offsetTop - box.offsetTop - box.clientHeight / 3);
  }, [opened]);

  // Picked from the filter box with Enter: the focus goes to the choice, so a screen reader says it.
  useEffect(() => {
    if (!focusChosen.current) return;
    focusChosen.current = false;
    list.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [value]);

  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter in a field would send the post: here it picks the first match instead.
      event.preventDefault();
      const first = matches[0];
      if (!filtering || !first) return;
      if (String(first.tag_id) === value) {
        list.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
        return;
      }
      focusChosen.current = true;
      onChange(String(first.tag_id));
      return;
    }
    if (event.key === 'ArrowDown') {
      const target = list.current?.querySelector<HTMLInputElement>('input:checked') ?? list.current?.querySelector<HTMLInputElement>('input[type="radio"]');
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  };

  const describedBy = [ids.chosen, error ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={`field tag-picker${error ? ' field--invalid' : ''}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend id={ids.legend} className="field__label">
        {t('editor.tag')}
      </legend>
      <p id={ids.chosen} className="field__hint tag-picker__chosen">
        {chosen ? (
          <>
            {t('editor.tagChosen')} <strong className="tag-picker__chosen-name">{tagLabel(chosen, locale)}</strong>
          </>
        ) : (
          t('editor.tagNone')
        )}
      </p>
      {error ? (
        <p id={ids.error} className="field__error">
          <span className="visually-hidden">{t('common:form.errorPrefix')} </span>
          {error}
        </p>
      ) : null}
      <label htmlFor={ids.filter} className="visually-hidden">
        {t('editor.tagFilter')}
      </label>
      <input
        id={ids.filter}
        className="field__input tag-picker__filter"
        type="search"
        value={filter}
        placeholder={t('editor.tagFilterPlaceholder')}
        autoComplete="off"
        enterKeyHint="done"
        aria-controls={ids.list}
        aria-describedby={[ids.count, error ? ids.error : ''].filter(Boolean).join(' ')}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={onFilterKey}
      />
      <p id={ids.count} className="visually-hidden" role="status">
        {filtering ? (matches.length === 0 ? t('sidebar.nothingMatches') : t('editor.tagMatches', { count: matches.length })) : ''}
      </p>
      <div ref={list} id={ids.list} className="tag-picker__list">
        {sections.length === 0 ? (
          <p className="tag-picker__none">{tags.length === 0 ? t('sidebar.noCategories') : t('sidebar.nothingMatches')}</p>
        ) : (
          sections.map((section) => (
            <div key={section.letter} className="tag-picker__section" role="group" aria-labelledby={`${id}-letter-${section.letter}`}>
              <p id={`${id}-letter-${section.letter}`} className="tag-picker__letter">
                {section.letter}
              </p>
              <div className="tag-picker__options">
                {section.tags.map((tag) => (
                  <label key={tag.tag_id} className="tag-picker__option">
                    <input
                      type="radio"
                      className="tag-picker__radio"
                      name="tag"
                      value={tag.tag_id}
                      checked={String(tag.tag_id) === value}
                      onChange={() => onChange(String(tag.tag_id))}
                    />
                    <span>{tagLabel(tag, locale)}</span>
                  </label>
                ))}
              </div>
            </div>
          ))
        )}
      </div>
    </fieldset>
  );
}
