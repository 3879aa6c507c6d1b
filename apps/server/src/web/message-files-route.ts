import type { FastifyPluginAsync } from 'fastify';
import { MESSAGE_FILES_PATH, messageFileNamed } from '@gazeta/i18n/message-files';

/**
 * The pages' messages as files (decision 031). A file's name carries its content's hash, so a
 * browser keeps it for good; a page from before a change of the texts asks for an old name and
 * gets today's texts, not kept.
 */
export const messageFilesRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(`${MESSAGE_FILES_PATH}:file`, { schema: { hide: true } }, async (req, reply) => {
    const found = messageFileNamed(req.params.file);
    if (!found) return reply.code(404).send({ message: 'Not Found', statusCode: 404 });
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', found.current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(found.file.json);
  });
};
