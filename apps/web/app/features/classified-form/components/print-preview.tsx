import { useTranslation } from 'react-i18next';
import { formatPhone, type ClassifiedExtras } from '@gazeta/contract';

/**
 * The ad as the paper's classified column sets it: a fixed column width in the print face,
 * the title in capitals, bold type, a frame, the hot mark and the first picture, redrawn on
 * every keystroke from what the form holds.
 */
export function PrintPreview(props: {
  title: string;
  text: string;
  extras: ClassifiedExtras;
  printed: boolean;
  picture: string | null;
  phone: string | null;
}) {
  const { t } = useTranslation('placing');
  const { title, text, extras, printed, picture, phone } = props;
  const empty = !title.trim() && !text.trim();
  const classes = ['print-ad', extras.bold ? 'print-ad--bold' : '', extras.frame ? 'print-ad--frame' : '', extras.priority ? 'print-ad--priority' : ''].filter(Boolean).join(' ');
  return (
    <section className="print-preview" aria-labelledby="print-preview-title">
      <h3 id="print-preview-title" className="print-preview__title">
        {t('form.preview')}
      </h3>
      <p className="field__hint">{printed ? t('form.previewLead') : t('form.previewOnline')}</p>
      <div className="print-preview__column" aria-live="off" data-testid="print-preview">
        {empty ? (
          <p className="print-preview__empty">{t('form.previewEmpty')}</p>
        ) : (
          <div className={classes}>
            {extras.hot ? <span className="print-ad__hot">★</span> : null}
            {extras.photo && picture ? <img className="print-ad__photo" src={picture} alt="" /> : null}
            <strong className="print-ad__title">{title.trim().toUpperCase()}</strong> <span className="print-ad__text">{text.trim()}</span>
            {phone ? <span className="print-ad__phone"> {formatPhone(phone)}</span> : null}
          </div>
        )}
      </div>
    </section>
  );
}
