// A recipe's versions for its owner (recipeVersions, newest first): what made each (the AI's
// writing, a rewrite and its instruction, the cook's edit, a restore), when, and its title; every
// earlier one can be brought back (restoreRecipeVersion, confirmed in place), which is itself a
// new version, so nothing is lost. Read when the list is first opened.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLangCode, LANGUAGE_INFO } from '../../../../../core/languages.ts';
import { Button } from '../../../ui/Button.tsx';
import { errorMessage, recipeVersions, restoreRecipeVersion, type EditorRecipeData, type RecipeVersion } from './api.ts';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; versions: RecipeVersion[] };

export function versionSource(version: RecipeVersion, t: TFunction): string {
  switch (version.source) {
    case 'rewrite': {
      // an instruction may be long (up to 2000 characters): its start is enough here
      const said = (version.instruction ?? '').trim();
      if (!said) return t('versions.source.rewritePlain');
      return t('versions.source.rewrite', { instruction: said.length > 140 ? `${said.slice(0, 140).trimEnd()}…` : said });
    }
    case 'writer': case 'edit': case 'restore': case 'kept': return t(`versions.source.${version.source}`);
    default: return version.source;
  }
}

export interface RecipeVersionsProps {
  recipeId: string;
  lang: string;
  /** the recipe is being written or saved: nothing can be restored now */
  disabled: boolean;
  onRestored: (recipe: EditorRecipeData, number: number) => void;
  textLang?: string | undefined;
  textDir?: 'ltr' | 'rtl' | undefined;
}

export function RecipeVersions({ recipeId, lang, disabled, onRestored, textLang, textDir }: RecipeVersionsProps) {
  const { t } = useTranslation('cookbook-editor');
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [asking, setAsking] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(isLangCode(lang) ? LANGUAGE_INFO[lang].bcp47 : lang, { dateStyle: 'medium', timeStyle: 'short' });

  const read = () => {
    setLoad({ state: 'loading' });
    recipeVersions(recipeId).then((versions) => setLoad({ state: 'ready', versions }), () => setLoad({ state: 'failed' }));
  };

  const restore = async (version: RecipeVersion, number: number) => {
    setRestoring(version.id);
    setFailure(null);
    try {
      const data = await restoreRecipeVersion(version.id);
      setAsking(null);
      onRestored(data, number);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setRestoring(null);
    }
  };

  const versions = load.state === 'ready' ? load.versions : [];
  return (
    <details className="rce-panel" onToggle={(e) => { if (e.currentTarget.open && (load.state === 'idle' || load.state === 'failed')) read(); }} data-testid="recipe-versions">
      <summary>{t('versions.heading')}</summary>
      <div className="rce-panel-body">
        <p className="rce-hint">{t('versions.hint')}</p>
        {load.state === 'loading' ? <p className="rce-hint" role="status">{t('versions.loading')}</p> : null}
        {load.state === 'failed' ? (
          <div className="rce-actions">
            <p role="alert" className="rce-alert">{t('versions.loadFailed')}</p>
            <Button type="button" kind="secondary" size="tiny" onClick={read}>{t('versions.retry')}</Button>
          </div>
        ) : null}
        {load.state === 'ready' && versions.length === 0 ? <p className="rce-hint">{t('versions.empty')}</p> : null}
        {failure ? <p role="alert" className="rce-alert">{failure}</p> : null}
        {versions.length > 0 ? (
          <ol className="rce-versions" reversed>
            {versions.map((version, index) => {
              const number = versions.length - index;
              const current = index === 0;
              const questionId = `rce-version-${version.id}-question`;
              return (
                <li key={version.id} className="rce-version" data-testid="recipe-version">
                  <p className="rce-version-what">
                    <strong>{t('versions.number', { number })}</strong>
                    {current ? <span className="rce-chip">{t('versions.current')}</span> : null}
                  </p>
                  <p className="rce-version-title" lang={textLang} dir={textDir}>{version.title}</p>
                  <p className="rce-hint"><bdi>{versionSource(version, t)}</bdi> · <time dateTime={version.createdAt}>{when.format(new Date(version.createdAt))}</time></p>
                  {current ? null : asking === version.id ? (
                    <div className="rce-confirm" role="group" aria-labelledby={questionId}>
                      <p id={questionId} className="rce-confirm-question">{t('versions.question', { number })}</p>
                      <div className="rce-actions">
                        <Button type="button" size="tiny" loading={restoring === version.id} disabled={disabled} onClick={() => void restore(version, number)} data-testid="version-restore-confirm">
                          {t('versions.confirm')}
                        </Button>
                        <Button type="button" kind="secondary" size="tiny" disabled={restoring !== null} onClick={() => setAsking(null)}>{t('versions.cancel')}</Button>
                      </div>
                    </div>
                  ) : (
                    <div className="rce-actions">
                      <Button type="button" kind="secondary" size="tiny" disabled={disabled || restoring !== null} onClick={() => { setFailure(null); setAsking(version.id); }}
                        data-testid="version-restore">
                        {t('versions.restore', { number })}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
    </details>
  );
}
