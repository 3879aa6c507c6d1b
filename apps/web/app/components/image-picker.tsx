import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FieldsetFrame } from './field.tsx';
import { CloseIcon } from './icons.tsx';

/** A picture the item already has (kept unless removed), and one chosen in this browser (sent with the form). */
export interface KeptImage {
  id: number;
  src: string;
}
export interface ChosenImage {
  key: string;
  file: File;
  /** An object URL of the file, shown until it is sent or removed. */
  preview: string;
}

export interface ImagePicker<K extends KeptImage = KeptImage> {
  kept: readonly K[];
  chosen: readonly ChosenImage[];
  count: number;
  full: boolean;
  /** The file input's change: its files join the list, and the input starts empty again. */
  pick(input: HTMLInputElement): void;
  removeKept(id: number): void;
  removeChosen(key: string): void;
  /** After a save that clears the form: no pictures. */
  clear(): void;
}

/**
 * Spec §5 "Limit images reached!": picked files are taken in order while there is room for `max`
 * with those `attached`; `overflow` says some were left out. The server checks again (and decides
 * the pictures by content).
 */
export function takePictures<T>(attached: number, picked: readonly T[], max: number): { accepted: T[]; overflow: boolean } {
  const room = Math.max(0, max - attached);
  return { accepted: picked.slice(0, room), overflow: picked.length > room };
}

/** Which picked files a form takes, and the codes of what it refused (a form may also check each file's type and size). */
export type TakeFiles = (attached: number, picked: readonly File[]) => { accepted: File[]; problems: string[] };

const takeWithin =
  (max: number): TakeFiles =>
  (attached, picked) => {
    const { accepted, overflow } = takePictures(attached, picked, max);
    return { accepted, problems: overflow ? ['error-classified-images-limit'] : [] };
  };

/**
 * The pictures of a member's form (spec §5: up to four per request, "Limit images reached!"):
 * those the item has, and those chosen now, at most `max` together. Files past the room left are
 * not taken (`onProblems` hears why); the input starts empty again after each choice, the chosen
 * files living in the list; their previews are released when removed or when the form goes.
 */
export function useImagePicker<K extends KeptImage>(options: {
  kept?: readonly K[];
  max: number;
  take?: TakeFiles;
  onProblems: (codes: string[]) => void;
  onChange?: () => void;
}): ImagePicker<K> {
  const { max, onProblems, onChange } = options;
  const take = options.take ?? takeWithin(max);
  const [kept, setKept] = useState<readonly K[]>(options.kept ?? []);
  const [chosen, setChosen] = useState<readonly ChosenImage[]>([]);
  const chosenRef = useRef(chosen);
  useEffect(() => {
    chosenRef.current = chosen;
  }, [chosen]);
  useEffect(() => () => chosenRef.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);
  const count = kept.length + chosen.length;
  return {
    kept,
    chosen,
    count,
    full: count >= max,
    pick(input) {
      const files = input.files;
      if (!files || files.length === 0) return;
      const { accepted, problems } = take(count, [...files]);
      setChosen((list) => [...list, ...accepted.map((file) => ({ file, preview: URL.createObjectURL(file), key: `${file.name}-${file.size}-${Math.random()}` }))]);
      if (problems.length > 0) onProblems(problems);
      else onChange?.();
      input.value = '';
    },
    removeKept(id) {
      setKept((list) => list.filter((image) => image.id !== id));
      onChange?.();
    },
    removeChosen(key) {
      const image = chosen.find((item) => item.key === key);
      if (image) URL.revokeObjectURL(image.preview);
      setChosen((list) => list.filter((item) => item.key !== key));
      onChange?.();
    },
    clear() {
      for (const image of chosen) URL.revokeObjectURL(image.preview);
      setKept([]);
      setChosen([]);
    },
  };
}

/** The pictures as thumbnails, each with its remove button (named by its place: "Remove picture 2"). */
export function ImagePreviews({ picker, removeLabel, alt }: { picker: ImagePicker; removeLabel: (n: number) => string; alt?: (n: number) => string }) {
  if (picker.count === 0) return null;
  const previews = [
    ...picker.kept.map((image) => ({ key: `kept-${image.id}`, src: image.src, remove: () => picker.removeKept(image.id) })),
    ...picker.chosen.map((image) => ({ key: image.key, src: image.preview, remove: () => picker.removeChosen(image.key) })),
  ];
  return (
    <ul className="image-picker__previews">
      {previews.map((image, index) => (
        <li key={image.key} className="image-picker__preview">
          <img src={image.src} alt={alt ? alt(index + 1) : ''} />
          <button type="button" className="image-picker__remove" aria-label={removeLabel(index + 1)} onClick={image.remove}>
            <CloseIcon width={20} height={20} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What the file inputs offer (spec §5's formats); the server decides by content. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.bmp,.svg,.ico,.tif,.tiff,image/*';

export interface ImageFieldProps {
  /** The API's name of the files (sent under it where the browser sends the form itself). */
  name: string;
  /** The group's legend, also the file input's name for a screen reader. */
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  picker: ImagePicker;
  removeLabel: (n: number) => string;
  alt?: (n: number) => string;
  className: string;
  inputClassName: string;
  /** False where the form builds what it sends itself (the input then carries no name). */
  named?: boolean;
  /** Whether a full list closes the input (true unless told; a form sent without JavaScript keeps it open). */
  closeWhenFull?: boolean;
  /** More ids the input is read with (a count under it). */
  describedBy?: readonly (string | false | null | undefined)[];
  /** What follows the input (the count, a button of the page's own words). */
  after?: (inputId: string) => ReactNode;
}

/**
 * The one picture field of the members' forms (decision 044): legend, hint, error list, the
 * thumbnails with their remove buttons, then the file input, read with the hint and the error.
 */
export function ImageField({ name, legend, hint, error, picker, removeLabel, alt, className, inputClassName, named = true, closeWhenFull = true, describedBy, after }: ImageFieldProps) {
  return (
    <FieldsetFrame legend={legend} hint={hint} error={error} className={className} describedBy={describedBy} describes="control">
      {({ id, describedBy: readWith }) => (
        <>
          <ImagePreviews picker={picker} removeLabel={removeLabel} {...(alt ? { alt } : {})} />
          <input
            id={id}
            name={named ? name : undefined}
            data-field={name}
            className={inputClassName}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            disabled={closeWhenFull && picker.full}
            aria-label={legend}
            aria-invalid={error ? true : undefined}
            aria-describedby={readWith}
            onChange={(event) => picker.pick(event.currentTarget)}
          />
          {after?.(id)}
        </>
      )}
    </FieldsetFrame>
  );
}
