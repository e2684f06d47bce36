// The teacher's panel on their worksheet group (issue 12): who can see it (only finished
// worksheets can be shared; the server says so) and, once shared, the share link to copy.
import { useEffect, useState } from 'react';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, request } from '../../../lib/graphql.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';

type Visibility = 'private' | 'unlisted' | 'public';

export interface GroupOwnerProps {
  lang: string;
  resources: Resource[string];
  groupId: string;
  visibility: Visibility;
  status: string;
  sharePath: string;
  origin: string;
  /** an offline draft in production: public is not offered, and the note says why */
  publicBlocked?: boolean;
}

export default function GroupOwnerIsland(props: GroupOwnerProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <GroupOwner {...props} />
    </I18nIsland>
  );
}

function GroupOwner({ groupId, visibility: initial, status, sharePath, origin: serverOrigin, publicBlocked = false }: GroupOwnerProps) {
  const { t } = useTranslation('worksheet-pages');
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
      await request(graphql(`mutation SetWorksheetGroupVisibility($id: ID!, $v: Visibility!) { setWorksheetGroupVisibility(id: $id, visibility: $v) { id visibility } }`), { id: groupId, v: next });
    } catch (failure) {
      setVisibility(previous);
      const e = failure as { errors?: { message?: string }[]; message?: string };
      setError(e.errors?.[0]?.message ?? e.message ?? String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="ws-owner" aria-labelledby="ws-owner-title" data-testid="worksheet-owner">
      <h2 id="ws-owner-title">{t('owner.title')}</h2>
      <label className="ws-owner-field">{t('owner.visibility')}
        <select value={visibility} onChange={(e) => void choose(e.target.value as Visibility)} disabled={saving || status !== 'done'} data-testid="worksheet-visibility">
          {(['private', 'unlisted', 'public'] as const).filter((v) => !(publicBlocked && v === 'public' && visibility !== 'public'))
            .map((v) => <option key={v} value={v}>{tb(`visibility.${v}`)}</option>)}
        </select>
      </label>
      <p className="ws-owner-note">{tb(`visibilityNote.${visibility}`)}</p>
      {publicBlocked && <p className="ws-owner-note">{tb('visibilityNote.offlineDraft')}</p>}
      {error && <p className="ws-owner-note ws-owner-note--error" role="alert">{error}</p>}
      {visibility !== 'private' && (
        <div className="ws-owner-share">
          <label className="ws-owner-field">{t('owner.share')}
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="worksheet-share-url" />
          </label>
          <button type="button" className="button secondary small" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}>
            {copied ? t('owner.copied') : t('owner.copy')}
          </button>
        </div>
      )}
    </section>
  );
}
