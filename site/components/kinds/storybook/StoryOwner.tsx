// The owner's panel on their storybook (issue 16): who can read it (only a finished book can be
// shared; the server says so) and, once shared, the share link to copy.
import { useEffect, useState } from 'react';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, request } from '../../../lib/graphql.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';

type Visibility = 'private' | 'unlisted' | 'public';

export interface StoryOwnerProps {
  lang: string;
  resources: Resource[string];
  bookId: string;
  visibility: Visibility;
  status: string;
  sharePath: string;
  origin: string;
  wizardUrl: string | null;
  /** an offline draft in production: public is not offered, and the note says why */
  publicBlocked?: boolean;
}

export default function StoryOwnerIsland(props: StoryOwnerProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <StoryOwner {...props} />
    </I18nIsland>
  );
}

function StoryOwner({ bookId, visibility: initial, status, sharePath, origin: serverOrigin, wizardUrl, publicBlocked = false }: StoryOwnerProps) {
  const { t } = useTranslation('storybook');
  const { t: tb } = useTranslation('books');
  const [visibility, setVisibility] = useState<Visibility>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);
  const [origin, setOrigin] = useState(serverOrigin);
  useEffect(() => setOrigin(window.location.origin), []);
  const url = `${origin}${sharePath}`;

  const choose = async (next: Visibility) => {
    const previous = visibility;
    setVisibility(next);
    setSaving(true);
    setError(null);
    try {
      await request(graphql(`mutation SetStorybookVisibility($id: ID!, $v: Visibility!) { setStorybookVisibility(id: $id, visibility: $v) { id visibility } }`), { id: bookId, v: next });
    } catch (failure) {
      setVisibility(previous);
      const e = failure as { errors?: { message?: string }[]; message?: string };
      setError(e.errors?.[0]?.message ?? e.message ?? String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="story-owner" aria-labelledby="story-owner-title" data-testid="story-owner">
      <h2 id="story-owner-title">{t('owner.title')}</h2>
      {wizardUrl && <p><a className="button primary small" href={wizardUrl}>{t('owner.continue')}</a></p>}
      <label className="story-owner-field">{t('owner.visibility')}
        <select value={visibility} onChange={(e) => void choose(e.target.value as Visibility)} disabled={saving || status !== 'done'} data-testid="story-visibility">
          {(['private', 'unlisted', 'public'] as const).filter((v) => !(publicBlocked && v === 'public' && visibility !== 'public'))
            .map((v) => <option key={v} value={v}>{tb(`visibility.${v}`)}</option>)}
        </select>
      </label>
      <p className="story-owner-note">{tb(`visibilityNote.${visibility}`)}</p>
      {publicBlocked && <p className="story-owner-note" data-testid="offline-draft-visibility">{tb('visibilityNote.offlineDraft')}</p>}
      {error && <p className="story-tools-note story-tools-note--error" role="alert">{error}</p>}
      {visibility !== 'private' && (
        <div className="story-owner-share">
          <label className="story-owner-field">{t('owner.share')}
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="story-share-url" />
          </label>
          <button type="button" className="button secondary small" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}>
            {copied ? t('owner.copied') : t('owner.copy')}
          </button>
        </div>
      )}
    </section>
  );
}
