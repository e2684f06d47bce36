// The owner's tools on a world story's page (issue 14): share it or make it private again, or go
// back to its wizard while it is being planned or written.
import { useState } from 'react';
import type { Resource } from 'i18next';
import type { LangCode } from '../../../../core/languages.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { Button } from '../../ui/Button.tsx';
import { useGamebookT } from '../gamebook/strings.ts';
import { setStoryVisibility } from './api.ts';
import '../gamebook/gamebook.css';

export default function StoryOwnerIsland(props: { lang: LangCode; resources: Resource[string]; storyId: string; visibility: string; done: boolean; wizard: string | null }) {
  return <I18nIsland lang={props.lang} resources={props.resources}><StoryOwner {...props} /></I18nIsland>;
}

function StoryOwner({ storyId, visibility: initial, done, wizard }: { storyId: string; visibility: string; done: boolean; wizard: string | null }) {
  const t = useGamebookT();
  const [visibility, setVisibility] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const share = async (v: 'private' | 'public') => {
    setBusy(true);
    try {
      setVisibility((await setStoryVisibility(storyId, v)).visibility);
      setNotice({ kind: 'success', text: v === 'public' ? t('story.shared') : t('world.unshared') });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wo" data-testid="story-owner" data-visibility={visibility}>
      <div className="wo-actions">
        {wizard ? <Button href={wizard}>{t('story.continue')}</Button> : null}
        {done ? (visibility === 'public'
          ? <Button kind="secondary" loading={busy} onClick={() => void share('private')} data-testid="story-unshare">{t('world.unshare')}</Button>
          : <Button kind="secondary" loading={busy} onClick={() => void share('public')} data-testid="story-share">{t('story.share')}</Button>) : null}
      </div>
      {notice ? <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`gba-notice gba-notice--${notice.kind}`}>{notice.text}</p> : null}
    </div>
  );
}
