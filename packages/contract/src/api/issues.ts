import { z } from 'zod';
import { ISSUES_PER_PAGE } from '../limits.ts';
import { imageSchema, paginated } from './common.ts';

export const printIssueSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    title: z.string(),
    published_on: z.string().describe('ISO date (YYYY-MM-DD) of the print edition'),
    pages: z.number().int(),
    cover: imageSchema,
    pdf_url: z.string(),
    pdf_bytes: z.number().int(),
  })
  .meta({ id: 'PrintIssue' });

export const issuesRequestSchema = z.object({
  per_page: z.number().int().min(1).max(100).default(ISSUES_PER_PAGE),
});

export const issuesResponseSchema = paginated(printIssueSchema);

export type PrintIssue = z.infer<typeof printIssueSchema>;
