import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEmbedUrl } from '@gazeta/contract';

/**
 * An article's text (sanitized by the server). Its embeds (issue #27) arrive as a figure with a
 * plain link: without JavaScript that link is all there is. With it, each gets a button that
 * says where it loads from; only a click frames it, from the provider's privacy-respecting
 * address (youtube-nocookie, the plugin pages), so no third party is reached on page load.
 */
export function ArticleBody({ html, lang }: { html: string; lang: string }) {
  const { t } = useTranslation('articles');
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const added: HTMLElement[] = [];
    for (const figure of root.querySelectorAll<HTMLElement>('figure[data-embed]')) {
      const embed = parseEmbedUrl(figure.dataset['embedUrl']);
      if (!embed || embed.provider !== figure.dataset['embed'] || figure.querySelector('.embed__load, iframe')) continue;
      figure.classList.add('embed', `embed--${embed.provider}`);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'button embed__load';
      button.textContent = t(`article.embed.load.${embed.provider}`);
      button.addEventListener('click', () => {
        const frame = document.createElement('iframe');
        frame.src = embed.frameSrc;
        frame.title = t(`article.embed.title.${embed.provider}`);
        frame.className = 'embed__frame';
        frame.loading = 'lazy';
        frame.referrerPolicy = 'strict-origin-when-cross-origin';
        frame.allow = 'encrypted-media; picture-in-picture; fullscreen';
        frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-presentation');
        button.replaceWith(frame);
        frame.focus();
      });
      figure.prepend(button);
      added.push(button);
    }
    return () => {
      for (const element of added) element.remove();
    };
  }, [html, t]);
  return <div ref={body} className="article__body prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
