import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from './lib/i18n.ts';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's message files (decision 031), named and preloaded in its head, before the page
// hydrates. Without them it stays the server's page: its links and forms still work.
const files = [...document.querySelectorAll<HTMLLinkElement>('link[data-messages]')].map((link) => link.getAttribute('href') ?? '');
Promise.all(files.filter(Boolean).map(loadMessages)).then(hydrate, (error: unknown) => console.error('Failed to load messages', error));
