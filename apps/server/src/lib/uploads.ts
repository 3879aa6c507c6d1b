import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_ERROR_CODES } from '@gazeta/contract';
import { formError } from './form-errors.ts';
import { HttpError } from './http-errors.ts';

/**
 * Multipart forms only where a route takes them (decision 013). `acceptUploads` registers
 * @fastify/multipart in the calling plugin's own scope, so the routes of that scope (and only
 * they) take `multipart/form-data`; everywhere else Fastify has no parser for it and answers 415
 * before it reads a byte of the body.
 */

/** What one form may hold. `maxBytes` bounds the whole body and is checked from Content-Length before reading. */
export interface UploadLimits {
  maxBytes: number;
  files: number;
  fileBytes: number;
  fields: number;
  fieldBytes: number;
}

/** A file of a form, written to a temporary file as it arrived; the file is deleted once the answer is sent. */
export class UploadedFile {
  readonly path: string;
  readonly bytes: number;
  readonly filename: string;
  readonly type: string;

  constructor(file: { path: string; bytes: number; filename: string; type: string }) {
    this.path = file.path;
    this.bytes = file.bytes;
    this.filename = file.filename;
    this.type = file.type;
  }
}

/** A body over the route's `maxBytes`, refused unread (413). */
export class BodyTooLarge extends HttpError {
  constructor() {
    super(413, HTTP_ERROR_CODES.payloadTooLarge, 'The request is too large.');
  }
}

/** The temporary folder of a request's files (made at its first file) and how many it holds. */
const saved = new WeakMap<FastifyRequest, { dir: Promise<string>; files: number }>();

async function newTempFile(req: FastifyRequest): Promise<string> {
  let entry = saved.get(req);
  if (!entry) {
    entry = { dir: mkdtemp(path.join(tmpdir(), 'gazeta-upload-')), files: 0 };
    saved.set(req, entry);
  }
  entry.files += 1;
  return path.join(await entry.dir, String(entry.files));
}

async function removeTempFiles(req: FastifyRequest): Promise<void> {
  const entry = saved.get(req);
  if (!entry) return;
  saved.delete(req);
  await rm(await entry.dir, { recursive: true, force: true });
}

/** Counts a file's bytes as they pass on their way to disk. */
function counter(): Transform & { bytes: number } {
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      stream.bytes += chunk.byteLength;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  stream.bytes = 0;
  return stream;
}

type Part = MultipartFile | MultipartValue;

const isPart = (value: unknown): value is Part =>
  typeof value === 'object' && value !== null && 'type' in value && (value.type === 'file' || value.type === 'field') && 'fieldname' in value;

/**
 * Lets the routes of this plugin scope take multipart forms within `limits`: the body's size is
 * checked from its Content-Length first (a form without one is refused, 411), each file is
 * streamed to a temporary file (never held in memory) and handed to the route as an
 * `UploadedFile`, text fields as strings (a repeated name as an array). A file over `fileBytes`
 * is FST_REQ_FILE_TOO_LARGE, one file too many FST_FILES_LIMIT (a route's error handler may name
 * the field); a text field over `fieldBytes` is a 422 on that field, never silently cut.
 */
export async function acceptUploads(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  // After the route's own onRequest hooks (who may send), before a byte of the body is read.
  app.addHook('preParsing', async (req) => {
    if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) return;
    const declared = req.headers['content-length'];
    if (declared === undefined) throw new HttpError(411, HTTP_ERROR_CODES.badRequest, 'A form with files needs a Content-Length.');
    if (Number(declared) > limits.maxBytes) throw new BodyTooLarge();
  });

  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: {
      files: limits.files,
      fileSize: limits.fileBytes,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.files + limits.fields,
      headerPairs: 20,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const file = await newTempFile(this);
      const bytes = counter();
      await pipeline(part.file, bytes, createWriteStream(file));
      if (part.file.truncated) {
        const error = new this.server.multipartErrors.RequestFileTooLargeError();
        throw Object.assign(error, { part });
      }
      Object.assign(part, { value: new UploadedFile({ path: file, bytes: bytes.bytes, filename: part.filename, type: part.mimetype }) });
    },
  });

  // The temporary files go once the answer is sent, or once the client has gone.
  app.addHook('onRequest', async (req, reply) => {
    reply.raw.once('close', () => void removeTempFiles(req));
  });

  // The parts as the route reads them: strings and UploadedFiles under their names.
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart() || typeof req.body !== 'object' || req.body === null) return;
    const form: Record<string, unknown> = {};
    const tooLong = new Set<string>();
    for (const [name, entry] of Object.entries(req.body)) {
      const values: unknown[] = [];
      for (const part of Array.isArray(entry) ? entry : [entry]) {
        if (!isPart(part)) continue;
        if (part.type === 'field' && (part.valueTruncated || part.fieldnameTruncated)) tooLong.add(name);
        // Browsers send a form's line breaks as CR LF (HTML's form encoding): kept as one break, as typed and as counted.
        values.push(part.type === 'field' && typeof part.value === 'string' ? part.value.replaceAll('\r\n', '\n') : part.value);
      }
      if (values.length > 0) form[name] = values.length === 1 ? values[0] : values;
    }
    if (tooLong.size > 0) {
      throw formError(Object.fromEntries([...tooLong].map((name) => [name, [{ code: 'validation-too-big', message: `At most ${limits.fieldBytes} bytes.` }]])));
    }
    req.body = form;
  });
}
