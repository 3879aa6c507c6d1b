import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NearestResponse } from '@gazeta/contract';
import { PinIcon } from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { isZip, zipFromQuery, type ZipLookup } from '../zip-lookup.ts';
import { PointCard } from './point-card.tsx';

/** The result's heading, which takes the focus after a search. */
export const NEAREST_HEADING_ID = 'delivery-nearest';

/** The id of a point's entry among the nearest ("Show in list" scrolls there when the filter hides it). */
export const nearestItemId = (id: number) => `nearest-${id}`;

/**
 * "Nearest to a ZIP code": a plain GET form (/map?zip=60076) that works without JavaScript;
 * with it, the form checks the code first and navigates in place, so the URL stays shareable.
 * `filter` keeps the list's filter text in the URL.
 */
export function ZipForm({ lookup, filter }: { lookup: ZipLookup; filter: string }) {
  const { t } = useTranslation('map');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const [clientError, setClientError] = useState(false);
  const submitted = useRef(false);
  const searching = navigation.state !== 'idle' && navigation.location.pathname === paths.map() && navigation.location.search.includes('zip=');

  const serverError = lookup.status === 'invalid' || lookup.status === 'unknown' || lookup.status === 'failed';
  const error = clientError
    ? t('zip.invalid')
    : lookup.status === 'invalid'
      ? t('zip.invalid')
      : lookup.status === 'unknown'
        ? t('zip.unknown', { zip: lookup.zip })
        : lookup.status === 'failed'
          ? t('zip.failed')
          : null;

  // After a search made here, reading goes on where the answer is: the result or the error.
  useEffect(() => {
    if (!submitted.current || navigation.state !== 'idle') return;
    submitted.current = false;
    if (lookup.status === 'found') document.getElementById(NEAREST_HEADING_ID)?.focus();
    else if (serverError) input.current?.focus();
  }, [lookup, navigation.state, id, serverError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const zip = zipFromQuery(input.current?.value ?? '');
    if (!isZip(zip)) {
      event.preventDefault();
      setClientError(true);
      input.current?.focus();
      return;
    }
    if (input.current) input.current.value = zip;
    setClientError(false);
    submitted.current = true;
  };

  return (
    <Form
      method="get"
      action={paths.map()}
      className="delivery-zip"
      role="search"
      aria-labelledby={`${id}-label`}
      onSubmit={submit}
      preventScrollReset
      noValidate
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="delivery-zip__label">
        {t('zip.label')}
      </label>
      <p id={`${id}-hint`} className="delivery-zip__hint">
        {t('zip.hint')}
      </p>
      <div className="delivery-zip__row">
        <input
          ref={input}
          key={lookup.zip}
          id={`${id}-input`}
          className="delivery-zip__input"
          type="text"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={lookup.zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={() => clientError && setClientError(false)}
        />
        {filter ? <input type="hidden" name="q" value={filter} /> : null}
        <button type="submit" className="button button--primary delivery-zip__submit" aria-disabled={searching || undefined}>
          <PinIcon width={20} height={20} />
          {searching ? t('zip.searching') : t('zip.submit')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="delivery-zip__error">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** "Nearest to 60076 (Skokie, IL)" and the five nearest points with their distances. */
export function NearestResult({ result, onShow }: { result: NearestResponse; onShow?: ((id: number) => void) | undefined }) {
  const { t } = useTranslation('map');
  const { zip, data } = result;
  return (
    <section className="delivery-nearest" aria-labelledby={NEAREST_HEADING_ID}>
      <h2 id={NEAREST_HEADING_ID} className="delivery-nearest__title" tabIndex={-1}>
        {t('zip.result', { zip: zip.zip, city: zip.city, state: zip.state })}
      </h2>
      <ol className="point-list delivery-nearest__list">
        {data.map((point) => (
          <li key={point.id} id={nearestItemId(point.id)} className="point-list__item" tabIndex={-1}>
            <PointCard point={point} distanceKm={point.distance_km} onShow={onShow} />
          </li>
        ))}
      </ol>
    </section>
  );
}
