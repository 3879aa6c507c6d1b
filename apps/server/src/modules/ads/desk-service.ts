import { DESK_MESSAGES, deskAdPhase, HTTP_ERROR_CODES, POST_IMAGE_MAX_PIXELS, type AdChange, type AdForm, type DeskAd, type DeskAdsResponse, type DeskMessageCode } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { TAGS, type CacheTags } from '../../lib/cache.ts';
import { addDays, chicagoDay, chicagoInstant } from '../../lib/chicago-time.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { ImageRejected } from '../../providers/images.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { requireRung, type Viewer } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import { checkedImage } from '../classifieds/index.ts';
import { imageView, type MediaService } from '../media/index.ts';
import type { AdsDeskRepository, DeskAdRow, StripAdRow, StripAdValues } from './desk-repository.ts';

const STRIP_IMAGE_WIDTH = 320;

const refusal = (status: number, code: DeskMessageCode, field?: string) =>
  new HttpError(status, code, DESK_MESSAGES[code], field ? { [field]: [{ code, message: DESK_MESSAGES[code] }] } : undefined);

/** The first day an ad shows, from the instant it starts (Chicago's calendar). */
const startDay = (at: Date | null) => (at === null ? null : chicagoDay(at));
/** The last day it shows: it ends at the midnight after it. */
const lastDay = (at: Date | null) => (at === null ? null : chicagoDay(new Date(at.getTime() - 1)));
const startOf = (day: string | null) => (day === null ? null : chicagoInstant(day, '00:00'));
const endAfter = (day: string | null) => (day === null ? null : chicagoInstant(addDays(day, 1), '00:00'));

/** What the audit keeps of an ad: its fields as the desk names them. */
const adState = (row: Pick<StripAdRow, 'url' | 'imageId' | 'alt' | 'altEn' | 'position' | 'active' | 'startsAt' | 'endsAt'>) => ({
  url: row.url,
  image_id: row.imageId,
  alt_ru: row.alt,
  alt_en: row.altEn,
  starts_on: startDay(row.startsAt),
  ends_on: lastDay(row.endsAt),
  position: row.position,
  active: row.active,
});

export interface AdsDeskDeps {
  repo: AdsDeskRepository;
  media: Pick<MediaService, 'storeImage' | 'release'>;
  storage: Pick<FileStorage, 'url'>;
  audit: Pick<AuditService, 'record'>;
  cacheTags: CacheTags;
  now?: () => Date;
}

export interface AdFormData<T> {
  input: T;
  image: UploadedFile | null;
}

/**
 * The newsroom's ads of the strip (issue #27, decision 062): editors and admins; each change
 * audited in its transaction and shown on the site at once (`ads`).
 */
export function createAdsDeskService(deps: AdsDeskDeps) {
  const { repo, media, storage, audit, cacheTags, now = () => new Date() } = deps;

  const view = (row: DeskAdRow, today: string): DeskAd => {
    const image = imageView(row, row.alt, storage, STRIP_IMAGE_WIDTH);
    const out = {
      id: row.id,
      ad_id: row.adId,
      url: row.url,
      image_url: image.src,
      width: image.width,
      height: image.height,
      alt_ru: row.alt,
      alt_en: row.altEn,
      starts_on: startDay(row.startsAt),
      ends_on: lastDay(row.endsAt),
      position: row.position,
      active: row.active,
    };
    return { ...out, phase: deskAdPhase(out, today) };
  };

  const viewOf = async (tx: Db, id: number) => view((await repo.one(tx, id))!, chicagoDay(now()));

  /** The picture checked by its content and re-encoded (WebP sizes, metadata dropped), or a 422 on `image`. */
  async function storeImage(image: UploadedFile): Promise<number> {
    let input;
    try {
      input = await checkedImage(image);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 422) throw refusal(422, 'error-desk-image-invalid', 'image');
      throw error;
    }
    const row = await media.storeImage(input, { maxPixels: POST_IMAGE_MAX_PIXELS }).catch((error: unknown) => {
      if (error instanceof ImageRejected) throw refusal(422, 'error-desk-image-invalid', 'image');
      throw error;
    });
    return row.id;
  }

  return {
    async list(viewer: Viewer | null): Promise<DeskAdsResponse> {
      requireRung(viewer, 'editor');
      const today = chicagoDay(now());
      return { data: (await repo.list()).map((row) => view(row, today)), today };
    },

    async create(viewer: Viewer | null, form: AdFormData<AdForm>): Promise<DeskAd> {
      const by = requireRung(viewer, 'editor');
      if (!form.image) throw refusal(422, 'error-desk-image-required', 'image');
      const imageId = await storeImage(form.image);
      const { input } = form;
      const values: StripAdValues = {
        url: input.url,
        imageId,
        alt: input.alt_ru,
        altEn: input.alt_en,
        position: input.position,
        active: input.active,
        startsAt: startOf(input.starts_on),
        endsAt: endAfter(input.ends_on),
      };
      try {
        const out = await repo.transaction(async (tx) => {
          const row = await repo.insert(tx, values);
          await audit.record(tx, { by, action: 'ad.create', subject: { kind: 'ad', id: row.id }, before: null, after: adState(row) });
          return viewOf(tx, row.id);
        });
        cacheTags.invalidate([TAGS.ads]);
        return out;
      } catch (error) {
        await media.release([imageId]);
        throw error;
      }
    },

    /** Changes the fields sent (and the picture, when one comes). */
    async change(viewer: Viewer | null, id: number, form: AdFormData<AdChange>): Promise<DeskAd> {
      const by = requireRung(viewer, 'editor');
      const imageId = form.image ? await storeImage(form.image) : null;
      let dropped: number | null = null;
      try {
        const out = await repo.transaction(async (tx) => {
          const row = await repo.locked(tx, id);
          if (!row) throw new HttpError(404, HTTP_ERROR_CODES.notFound, 'No ad of the newsroom with this id.');
          const { input } = form;
          const startsOn = input.starts_on === undefined ? startDay(row.startsAt) : input.starts_on;
          const endsOn = input.ends_on === undefined ? lastDay(row.endsAt) : input.ends_on;
          if (startsOn !== null && endsOn !== null && endsOn < startsOn) throw refusal(422, 'error-desk-dates-order', 'ends_on');
          const next = {
            ...row,
            ...(input.url === undefined ? {} : { url: input.url }),
            ...(input.alt_ru === undefined ? {} : { alt: input.alt_ru }),
            ...(input.alt_en === undefined ? {} : { altEn: input.alt_en }),
            ...(input.position === undefined ? {} : { position: input.position }),
            ...(input.active === undefined ? {} : { active: input.active }),
            ...(input.starts_on === undefined ? {} : { startsAt: startOf(input.starts_on) }),
            ...(input.ends_on === undefined ? {} : { endsAt: endAfter(input.ends_on) }),
            ...(imageId === null ? {} : { imageId }),
          };
          const before = adState(row);
          const after = adState(next);
          const keys = (Object.keys(after) as (keyof typeof after)[]).filter((key) => before[key] !== after[key]);
          if (keys.length > 0) {
            await repo.update(tx, id, {
              url: next.url,
              imageId: next.imageId,
              alt: next.alt,
              altEn: next.altEn,
              position: next.position,
              active: next.active,
              startsAt: next.startsAt,
              endsAt: next.endsAt,
            });
            await audit.record(tx, {
              by,
              action: 'ad.change',
              subject: { kind: 'ad', id },
              before: Object.fromEntries(keys.map((key) => [key, before[key]])),
              after: Object.fromEntries(keys.map((key) => [key, after[key]])),
            });
          }
          if (imageId !== null) dropped = row.imageId;
          return viewOf(tx, id);
        });
        cacheTags.invalidate([TAGS.ads]);
        if (dropped !== null) await media.release([dropped]);
        return out;
      } catch (error) {
        if (imageId !== null) await media.release([imageId]);
        throw error;
      }
    },

    async remove(viewer: Viewer | null, id: number): Promise<void> {
      const by = requireRung(viewer, 'editor');
      const imageId = await repo.transaction(async (tx) => {
        const row = await repo.locked(tx, id);
        if (!row) throw new HttpError(404, HTTP_ERROR_CODES.notFound, 'No ad of the newsroom with this id.');
        await repo.remove(tx, id);
        await audit.record(tx, { by, action: 'ad.remove', subject: { kind: 'ad', id }, before: adState(row), after: null });
        return row.imageId;
      });
      cacheTags.invalidate([TAGS.ads]);
      // The picture goes too, unless another placement shows it.
      await media.release([imageId]);
    },
  };
}

export type AdsDeskService = ReturnType<typeof createAdsDeskService>;
