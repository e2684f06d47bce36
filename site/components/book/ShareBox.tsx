// The share box of a public or unlisted book: its share URL with a copy button, and the share
// targets (spec §1) with the preset tweet text.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_TARGETS, shareUrl } from '../../lib/share.ts';
import { Button } from '../ui/Button.tsx';
import { notify } from '../ui/toasts.ts';

/** Copies with the Clipboard API; without it (no permission, an insecure origin) the field's
 * text is selected, so the visitor can copy it themselves. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

export function ShareBox({ path, origin, title }: { path: string; origin: string; title: string }) {
  const { t } = useTranslation('books');
  const { t: common } = useTranslation('common');
  const id = useId();
  const field = useRef<HTMLInputElement | null>(null);
  const [base, setBase] = useState(origin);
  useEffect(() => setBase(window.location.origin), []);
  const url = `${base}${path}`;
  const tweet = common('share.tweet', { title, interpolation: { escapeValue: false } });

  const copy = async () => {
    if (await copyText(url, field.current)) notify.success(t('shareBox.copied'));
    else notify.error(t('shareBox.copyFailed'));
  };

  return (
    <div className="owner-share" data-testid="share-box">
      <h3>{common('share.title')}</h3>
      <label className="ui-label" htmlFor={`${id}-url`}>{t('shareBox.link')}</label>
      <div className="owner-share-row">
        <input ref={field} id={`${id}-url`} className="owner-share-url" type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
        <Button size="small" kind="secondary" onClick={() => void copy()}>{t('shareBox.copy')}</Button>
      </div>
      <ul className="book-share-links">
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a className="ui-button ui-button--small ui-button--secondary" href={shareUrl(target, url, tweet)} target="_blank" rel="noopener noreferrer" data-share={target}>
              {common(`share.${target}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
