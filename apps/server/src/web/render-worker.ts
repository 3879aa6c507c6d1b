/**
 * A render thread (decision 011): renders pages with the web app's server build, reaching the
 * API through each task's port.
 */
import { workerData } from 'piscina';
import { builtServerEntry, createPageRenderer } from './render-page.ts';
import { apiOverPort } from './render-port.ts';
import type { RenderResult, RenderTask } from './render-protocol.ts';

const renderPage = createPageRenderer(builtServerEntry((workerData as { serverEntry: string }).serverEntry));

export default async function render({ port, ...job }: RenderTask): Promise<RenderResult> {
  const controller = new AbortController();
  const { api, apiCookies } = apiOverPort(port, () => controller.abort());
  try {
    return await renderPage(job, api, apiCookies, controller.signal);
  } finally {
    port.close();
  }
}
