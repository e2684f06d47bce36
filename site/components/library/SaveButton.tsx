// Save to My Collection (a bookmark) on a book's page. A guest gets the login dialog with the
// way back set to this page plus `save=1`; once signed in, the page comes back and the save
// happens then (the flag is taken off the URL so a reload does not repeat it).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from 'i18next';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { requireLogin } from '../../stores/navigation.ts';
import { notify } from '../ui/toasts.ts';
import { failureMessage, setSaved } from './api.ts';
import './save-button.css';

export const SAVE_AFTER_LOGIN_PARAM = 'save';

export interface SaveButtonProps {
  lang: string;
  resources: Resource[string];
  bookId: string;
  saved: boolean;
  saveCount: number;
  signedIn: boolean;
}

export function SaveButton(props: SaveButtonProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <Save {...props} />
    </I18nIsland>
  );
}

function Save({ bookId, saved: initiallySaved, saveCount: initialCount, signedIn }: SaveButtonProps) {
  const { t } = useTranslation('library');
  const [saved, setSavedState] = useState(initiallySaved);
  const [count, setCount] = useState(initialCount);
  const [busy, setBusy] = useState(false);

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      const state = await setSaved(bookId, next);
      setSavedState(state.saved);
      setCount(state.saveCount);
      notify.success(t(state.saved ? 'save.savedToast' : 'save.removedToast'));
    } catch (failure) {
      notify.error(failureMessage(failure, t, 'save.failed'));
    } finally {
      setBusy(false);
    }
  };

  // back from the login dialog with save=1: save now, and take the flag off the URL
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SAVE_AFTER_LOGIN_PARAM) !== '1') return;
    url.searchParams.delete(SAVE_AFTER_LOGIN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (signedIn && !initiallySaved) void toggle(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onClick = () => {
    if (!signedIn) {
      const url = new URL(window.location.href);
      url.searchParams.set(SAVE_AFTER_LOGIN_PARAM, '1');
      requireLogin(`${url.pathname}${url.search}`);
      return;
    }
    void toggle(!saved);
  };

  return (
    <button
      type="button" className={`button ${saved ? 'primary' : 'secondary'} library-save`} aria-pressed={saved}
      aria-label={saved ? t('save.removeLabel') : t('save.saveLabel')} title={saved ? t('save.removeLabel') : t('save.saveLabel')}
      disabled={busy} onClick={onClick} data-testid="save-book"
    >
      {saved ? t('save.saved') : t('save.save')}
      <span className="library-save-count" aria-hidden="true">· {count}</span>
    </button>
  );
}
