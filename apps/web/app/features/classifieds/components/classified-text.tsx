import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassifiedExtrasView, ContentLanguage } from '@gazeta/contract';

/** A picture beside an ad's text: a stored image (srcset) or, in the form's preview, a local file. */
export interface ClassifiedPicture {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface ClassifiedTextProps {
  title: string;
  text: string;
  extras: ClassifiedExtrasView;
  lang: ContentLanguage;
  /** The picture beside the text (a card's first photo; the form's preview of the photo extra). */
  picture?: ClassifiedPicture | null;
  /** The title as the page needs it (a heading, a link); the plain title otherwise. */
  heading?: ReactNode;
  /** With a search: the text escaped, the matches in <mark> (the API's `text_highlight`). */
  textHtml?: string | undefined;
  /** The picture is the page's first image (load it first). */
  eager?: boolean;
  className?: string;
}

/** The badges' words in the reader's language (a list of cards looks them up once for all of them). */
export interface BadgeWords {
  hot: string;
  priority: string;
  /** The reader's language, which the badges speak (the ad may be in another). */
  lang: string;
}

/**
 * An ad set as the paper sets it, with its extras: bold (the whole ad in heavy type), a frame,
 * the "hot" badge, the priority mark and a photo beside the text. The catalogue's cards, the
 * ad's page and the placing form's print preview all show an ad with this.
 */
export function ClassifiedText(props: ClassifiedTextProps) {
  const { t, i18n } = useTranslation('classifieds');
  return <ClassifiedSet {...props} badges={{ hot: t('card.hot'), priority: t('card.priority'), lang: i18n.language }} />;
}

/** ClassifiedText with its badges' words given: no hooks, so a list of twenty renders no more than it shows. */
export function ClassifiedSet({ title, text, extras, lang, picture, heading, textHtml, eager = false, className, badges }: ClassifiedTextProps & { badges: BadgeWords }) {
  const classes = ['classified', extras.bold ? 'classified--bold' : '', extras.frame ? 'classified--frame' : '', extras.hot ? 'classified--hot' : '', picture ? 'classified--picture' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} lang={lang}>
      {extras.hot || extras.priority ? (
        <p className="classified__badges" lang={badges.lang}>
          {extras.hot ? <span className="classified__badge classified__badge--hot">{badges.hot}</span> : null}
          {extras.priority ? <span className="classified__badge classified__badge--priority">{badges.priority}</span> : null}
        </p>
      ) : null}
      {picture ? (
        <img
          className="classified__picture"
          src={picture.src}
          srcSet={picture.srcset}
          sizes={picture.srcset ? '(min-width: 640px) 12rem, 7rem' : undefined}
          width={picture.width}
          height={picture.height}
          alt={picture.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      {heading ?? <p className="classified__title">{title}</p>}
      {textHtml === undefined ? (
        <p className="classified__text">{text}</p>
      ) : (
        <p className="classified__text" dangerouslySetInnerHTML={{ __html: textHtml }} />
      )}
    </div>
  );
}
