// The cook's panel on their cookbook page (issue 13): who can see it (private, unlisted, public:
// only a finished cookbook can be shared, the server says so and its words show here) and, once
// shared, the share link with a Copy button. As the worksheet group's panel (GroupOwner.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import type { Resource, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from '../../../lib/graphql-client.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { Button } from '../../ui/Button.tsx';
import { setCookbookVisibility, type Visibility } from './editor/api.ts';
import './editor.css';

export interface CookbookOwnerProps {
  lang: string;
  /** islandResources(lang, COOKBOOK_OWNER_STRINGS) (./editor/strings.ts): the cookbook-editor namespace's `owner` */
  resources: Resource[string];
  cookbookId: string;
  visibility: Visibility;
  /** the cookbook's status: only a finished (done) one can be shared */
  status: string;
  /** the cookbook's public path, e.g. /en/c/weeknight-dinners/CB123 */
  sharePath: string;
  /** the site's origin as the server knows it (the browser's own replaces it) */
  origin: string;
  /** an offline draft in production: public is not offered, and the note says why */
  publicBlocked?: boolean | undefined;
}

export default function CookbookOwnerIsland(props: CookbookOwnerProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <CookbookOwner {...props} />
    </I18nIsland>
  );
}

const VISIBILITIES: readonly Visibility[] = ['private', 'unlisted', 'public'];

/** The server's refusal in the page language when it is a known one, else in its own words. */
function refusal(error: unknown, t: TFunction): string {
  if (error instanceof GraphQLRequestError) {
    if (error.network) return t('owner.errors.network');
    const message = error.errors?.[0]?.message;
    if (message && /^Only a finished book can be shared/.test(message)) return t('owner.errors.notFinished');
    if (message && /^You must be signed in/.test(message)) return t('owner.errors.signedOut');
    if (message) return message;
  }
  return t('owner.errors.generic');
}

function CookbookOwner({ cookbookId, visibility: initial, status, sharePath, origin: serverOrigin, publicBlocked = false }: CookbookOwnerProps) {
  const { t } = useTranslation('cookbook-editor');
  const id = useId();
  const [visibility, setVisibility] = useState<Visibility>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [origin, setOrigin] = useState(serverOrigin);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (/^https?:/.test(window.location.origin)) setOrigin(window.location.origin);
  }, []);
  const url = `${origin}${sharePath}`;
  const finished = status === 'done';

  const choose = async (next: Visibility) => {
    const previous = visibility;
    setVisibility(next);
    setSaving(true);
    setError(null);
    setCopied(null);
    try {
      const saved = await setCookbookVisibility(cookbookId, next);
      setVisibility(saved.visibility as Visibility);
    } catch (failure) {
      setVisibility(previous);
      setError(refusal(failure, t));
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // the link is selected instead, for the cook to copy
      input.current?.focus();
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <section className="cbo" aria-labelledby={`${id}-title`} data-testid="cookbook-owner">
      <h2 id={`${id}-title`} className="cbo-title">{t('owner.title')}</h2>
      <div className="ui-field">
        <label className="ui-label" htmlFor={`${id}-visibility`}>{t('owner.visibility')}</label>
        <select
          id={`${id}-visibility`} className="rce-input rce-select cbo-select" value={visibility} aria-describedby={`${id}-note`}
          onChange={(e) => void choose(e.target.value as Visibility)} disabled={saving || !finished} data-testid="cookbook-visibility"
        >
          {VISIBILITIES.filter((v) => !(publicBlocked && v === 'public' && visibility !== 'public'))
            .map((v) => <option key={v} value={v}>{t(`owner.visibilities.${v}`)}</option>)}
        </select>
      </div>
      <p id={`${id}-note`} className="rce-hint">{t(`owner.notes.${visibility}`)}</p>
      {!finished ? <p className="rce-hint">{t('owner.notes.notFinished')}</p> : null}
      {publicBlocked ? <p className="rce-hint">{t('owner.notes.offlineDraft')}</p> : null}
      {saving ? <p className="rce-hint" role="status">{t('owner.saving')}</p> : null}
      {error ? <p className="rce-alert" role="alert" data-testid="cookbook-visibility-error">{error}</p> : null}
      {visibility !== 'private' ? (
        <div className="cbo-share" data-testid="cookbook-share">
          <div className="ui-field cbo-share-field">
            <label className="ui-label" htmlFor={`${id}-url`}>{t('owner.share')}</label>
            <input
              ref={input} id={`${id}-url`} className="rce-input" readOnly value={url} dir="ltr"
              onFocus={(e) => e.currentTarget.select()} data-testid="cookbook-share-url"
            />
          </div>
          <Button type="button" kind="secondary" size="small" onClick={() => void copy()} data-testid="cookbook-share-copy">
            {copied === 'yes' ? t('owner.copied') : t('owner.copy')}
          </Button>
          <p className="rce-hint cbo-copied" role="status">{copied === 'yes' ? t('owner.copiedNote') : copied === 'failed' ? t('owner.copyFailed') : ''}</p>
        </div>
      ) : null}
    </section>
  );
}
