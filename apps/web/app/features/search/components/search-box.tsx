import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeSearchText, type SearchHit } from '@gazeta/contract';
import { SearchIcon } from '../../../components/icons.tsx';
import { browserApi } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { searchArticles } from '../api/search-articles.ts';

const SUGGEST_DELAY_MS = 250;
const SUGGESTIONS = 5;

/**
 * The header search: suggestions while typing, the results page on Enter. Without JavaScript
 * the form still submits to /search?q=… which redirects to /search/{text}. `initialText` is the
 * text already searched (the results page keeps it in its box): no suggestions until it changes.
 */
export function SearchBox({ label, onNavigate, initialText = '' }: { label: string; onNavigate?: () => void; initialText?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [open, setOpen] = useState(false);
  /** True once the text was searched: suggestions for it would only cover the results. */
  const [submitted, setSubmitted] = useState(initialText !== '');
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  useDismiss(root, open, () => setOpen(false));

  useEffect(() => {
    const query = normalizeSearchText(text);
    if (!query || submitted) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      searchArticles(browserApi, { q: query, perPage: SUGGESTIONS })
        .then((result) => {
          if (cancelled) return;
          setHits(result.data);
          setOpen(true);
        })
        .catch((error: unknown) => console.error('Failed to get search suggestions', error));
    }, SUGGEST_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, submitted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = normalizeSearchText(text);
    // Spec §5: search runs only on non-empty trimmed text.
    if (!query) {
      input.current?.focus();
      return;
    }
    setSubmitted(true);
    setOpen(false);
    onNavigate?.();
    void navigate(paths.search(query));
  };

  const query = normalizeSearchText(text);
  // Suggestions belong to the text typed; none for empty text.
  const visibleHits = query ? hits : [];
  return (
    <form ref={root} className="search-box" role="search" aria-label={label} action="/search" method="get" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        className="search-box__input"
        type="search"
        name="q"
        autoComplete="off"
        maxLength={200}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSubmitted(false);
        }}
        onFocus={() => visibleHits.length > 0 && setOpen(true)}
        aria-controls={open && query ? listId : undefined}
      />
      <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
      {open && query ? (
        <div id={listId} className="search-box__dropdown">
          {visibleHits.length > 0 ? (
            <ul className="search-box__list" aria-label={t('search.suggestions')}>
              {visibleHits.map((hit) => (
                <li key={hit.id}>
                  <Link to={paths.article(hit.id)} className="search-box__hit" lang={hit.lang}>
                    <span dangerouslySetInnerHTML={{ __html: hit.title_highlight }} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="search-box__nothing">{t('search.nothing')}</p>
          )}
          <Link to={paths.search(query)} className="search-box__all">
            {t('search.seeAll', { query })}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
