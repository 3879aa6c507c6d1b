import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DayField } from './day-field.tsx';
import { ChoiceGroup, Field, PasswordField, SelectField } from './field.tsx';
import { ImageField, type ImagePicker } from './image-picker.tsx';

/** Renders one element into a detached document to read it as the browser would. */
function rendered(element: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return host;
}

const describedBy = (control: Element | null) => (control?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
const textOf = (root: HTMLElement, id: string) => root.querySelector(`[id="${id}"]`)?.textContent ?? null;

const noPictures: ImagePicker = { kept: [], chosen: [], count: 0, full: false, pick: () => {}, removeKept: () => {}, removeChosen: () => {}, clear: () => {} };

describe('the one field kit (decision 044)', () => {
  it('labels a text input and reads it with its hint and its error, the error marking it invalid', () => {
    const root = rendered(<Field name="first_name" label="First name" hint="As on your ID" error="Required" defaultValue="" />);
    const input = root.querySelector('input')!;
    expect(root.querySelector('label')?.getAttribute('for')).toBe(input.id);
    expect(input.getAttribute('name')).toBe('first_name');
    expect(input.dataset['field']).toBe('first_name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input).map((id) => textOf(root, id))).toEqual(['As on your ID', 'form.errorPrefix Required']);
    expect(root.firstElementChild?.className).toBe('field field--invalid');
  });

  it('without an error, is read with its hint only and is not marked invalid', () => {
    const root = rendered(<Field name="city" label="City" />);
    const input = root.querySelector('input')!;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(root.querySelector('.field__error')).toBeNull();
  });

  it('puts the password in one row with the place of its show button, also before the page hydrates', () => {
    const root = rendered(<PasswordField name="password" label="Password" />);
    const row = root.querySelector('.field__control');
    expect(row?.querySelector('input[type="password"]')).not.toBeNull();
    expect(root.querySelector('label')?.getAttribute('for')).toBe(row?.querySelector('input')?.id);
  });

  it('lays a select out as the text inputs', () => {
    const root = rendered(<SelectField name="state" label="State" placeholder="Choose" options={[{ value: 'IL', label: 'Illinois' }]} error="Required" />);
    const select = root.querySelector('select')!;
    expect(select.className).toBe('field__input field__select');
    expect(root.querySelector('label')?.getAttribute('for')).toBe(select.id);
    expect([...select.options].map((option) => option.value)).toEqual(['', 'IL']);
    expect(describedBy(select)).toHaveLength(1);
  });

  it('offers a date picker only the days of the window (today up to the days ahead)', () => {
    const root = rendered(<DayField name="starts_on" label="First day" today="2026-12-01" daysAhead={90} value="2026-12-05" onChange={() => {}} />);
    const input = root.querySelector('input')!;
    expect([input.type, input.min, input.max, input.value]).toEqual(['date', '2026-12-01', '2027-03-01', '2026-12-05']);
    expect(input.dataset['field']).toBe('starts_on');
  });

  it('frames a group of boxes and a picture input alike: legend, hint, error; the group, or the one input, read with them', () => {
    const group = rendered(
      <ChoiceGroup name="networks" type="checkbox" legend="Networks" hint="One or more" error="Pick one" choices={[{ value: 'x', label: 'X' }]} checked={[]} onChange={() => {}} />,
    );
    const pictures = rendered(<ImageField name="images" legend="Pictures" hint="Up to four" error="Too many" picker={noPictures} removeLabel={(n) => `Remove ${n}`} className="pics" inputClassName="file" />);
    for (const [root, reader] of [
      [group, group.querySelector('fieldset')],
      [pictures, pictures.querySelector('input[type="file"]')],
    ] as const) {
      expect(root.querySelector('fieldset > legend.field__label')).not.toBeNull();
      expect(root.querySelector('fieldset')?.classList.contains('field--invalid')).toBe(true);
      expect(describedBy(reader).map((id) => root.querySelector(`[id="${id}"]`)?.className)).toEqual(['field__hint', 'field__error']);
    }
    expect(pictures.querySelector('fieldset')?.hasAttribute('aria-describedby')).toBe(false);
    expect(group.querySelector('input')?.dataset['field']).toBe('networks');
  });
});
