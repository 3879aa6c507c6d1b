import { Trans, useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '../../../components/field.tsx';

/** A US phone number (spec §5: +1 then 10 digits); spaces, dashes and brackets are fine. */
export function PhoneField(props: Omit<FieldProps, 'type' | 'label' | 'hint' | 'inputMode' | 'autoComplete'> & { label?: string }) {
  const { t } = useTranslation('pages');
  return (
    <Field
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      label={props.label ?? t('account.phone')}
      hint={<Trans t={t} i18nKey="account.phoneHint" values={{ example: '1-234-567-8900' }} components={{ nowrap: <span className="nowrap" /> }} />}
      {...props}
    />
  );
}
