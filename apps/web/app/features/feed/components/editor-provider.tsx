import { createContext, use, useCallback, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REDIRECT_DELAY_MS, type FeedPost, type Tag } from '@gazeta/contract';
import { useErrorText } from '../../../components/form.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ApiError, browserApi } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { getPost } from '../api/get-post.ts';
import { feedHref } from '../feed-query.ts';
import { PenIcon } from './feed-icons.tsx';
import { PostEditor } from './post-editor.tsx';

interface EditorApi {
  /** Opens the pop-up for a new post, or to edit (or resume) one; a summary is fetched in full first. */
  openEditor: (post?: FeedPost | { id: number }) => void;
  signedIn: boolean;
}

const EditorContext = createContext<EditorApi>({ openEditor: () => {}, signedIn: false });

export const useFeedEditor = () => use(EditorContext);

/** Spec §5: writing needs a sign-in; otherwise a toast, and /login after 1.5 s. */
export function useSignInFirst(): () => void {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  return useCallback(() => {
    toast({ message: t('notification-auth-required'), status: 'error' });
    window.setTimeout(() => void navigate(paths.login()), REDIRECT_DELAY_MS);
  }, [t, navigate]);
}

/**
 * The feed's create-or-update pop-up, one for all the feed's pages: the sidebar's write button,
 * a post's Edit and a draft's "Continue" open it.
 */
export function FeedEditorProvider({ tags, signedIn, children }: { tags: readonly Tag[]; signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const [state, setState] = useState<{ open: boolean; post: FeedPost | null }>({ open: false, post: null });
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const signInFirst = useSignInFirst();

  const openEditor = useCallback(
    (post?: FeedPost | { id: number }) => {
      if (!signedIn) return signInFirst();
      if (!post) return setState({ open: true, post: null });
      if ('content' in post) return setState({ open: true, post });
      getPost(browserApi, post.id).then(
        (full) => setState({ open: true, post: full }),
        (error: unknown) => toast({ message: errorText(error instanceof ApiError ? error.code : 'error-internal') ?? '', status: 'error' }),
      );
    },
    [signedIn, signInFirst, errorText],
  );

  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const value = useMemo(() => ({ openEditor, signedIn }), [openEditor, signedIn]);

  return (
    <EditorContext value={value}>
      {children}
      <Modal open={state.open} onClose={close} title={state.post ? t('editor.editTitle') : t('editor.newTitle')} wide>
        <PostEditor
          key={state.post?.id ?? 'new'}
          post={state.post}
          tags={tags}
          onSaved={() => {
            const wasNew = !state.post;
            setState({ open: false, post: null });
            // A new post (or draft) is the author's to see first, with its status.
            if (wasNew) void navigate(feedHref({ view: 'my' }));
            else void revalidator.revalidate();
          }}
          onSignedOut={() => {
            setState({ open: false, post: null });
            window.setTimeout(() => void navigate(paths.login()), REDIRECT_DELAY_MS);
          }}
        />
      </Modal>
    </EditorContext>
  );
}

/**
 * The sidebar's write button. Signed out it is a link to /login (so it works without
 * JavaScript); with JavaScript it first says why (spec §5).
 */
export function WriteButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation('feed');
  const { openEditor, signedIn } = useFeedEditor();
  const signInFirst = useSignInFirst();
  const label = (
    <>
      <PenIcon />
      {t('sidebar.write')}
    </>
  );
  if (!signedIn) {
    return (
      <Link
        to={paths.login()}
        className={`button button--primary write-button ${className}`}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          signInFirst();
        }}
      >
        {label}
      </Link>
    );
  }
  return (
    <button type="button" className={`button button--primary write-button ${className}`} onClick={() => openEditor()}>
      {label}
    </button>
  );
}
