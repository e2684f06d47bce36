// The owner's tools on a world's page (issue 14): share it or make it private again, start a
// gamebook in it, and edit the whole world by hand — name, premise, tone, readers' age, places,
// characters, rules and lore — checked by the server as a whole, each problem on its field and
// nothing typed lost.
import { useState } from 'react';
import type { Resource } from 'i18next';
import type { LangCode } from '../../../../core/languages.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { setWorldVisibility, updateWorld, type WorldInput } from './api.ts';
import { useGamebookT } from './strings.ts';
import { gamebookWizardUrl } from './wizard/steps.ts';
import './gamebook.css';

export interface WorldOwnerProps {
  lang: LangCode;
  resources: Resource[string];
  worldId: string;
  visibility: string;
  world: WorldInput;
}

export default function WorldOwnerIsland(props: WorldOwnerProps) {
  return <I18nIsland lang={props.lang} resources={props.resources}><WorldOwner {...props} /></I18nIsland>;
}

type Failure = { errors?: { extensions?: { fields?: Record<string, string> } }[] };

function WorldOwner({ lang, worldId, visibility: initialVisibility, world: initial }: WorldOwnerProps) {
  const t = useGamebookT();
  const [visibility, setVisibility] = useState(initialVisibility);
  const [editing, setEditing] = useState(false);
  const [w, setW] = useState<WorldInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const share = async (v: 'private' | 'public') => {
    setBusy(true);
    try {
      const done = await setWorldVisibility(worldId, v);
      setVisibility(done.visibility);
      setNotice({ kind: 'success', text: v === 'public' ? t('world.shared') : t('world.unshared') });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await updateWorld(worldId, { ...w, audienceAge: Number(w.audienceAge), rules: w.rules.filter((r) => r.trim()) });
      setNotice({ kind: 'success', text: t('world.saved') });
      location.reload();
    } catch (error) {
      setErrors((error as Failure)?.errors?.[0]?.extensions?.fields ?? {});
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
      setBusy(false);
    }
  };
  const setPlace = (i: number, patch: Partial<WorldInput['places'][number]>) => setW({ ...w, places: w.places.map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  return (
    <section className="wo" aria-labelledby="wo-title" data-testid="world-owner" data-visibility={visibility}>
      <h2 id="wo-title" className="ui-visually-hidden">{t('world.ownerTools')}</h2>
      <div className="wo-actions">
        <Button href={`${gamebookWizardUrl(lang, 'start')}?world=${worldId}`} data-testid="world-new-gamebook">{t('world.newGamebook')}</Button>
        {visibility === 'public'
          ? <Button kind="secondary" loading={busy} onClick={() => void share('private')} data-testid="world-unshare">{t('world.unshare')}</Button>
          : <Button kind="secondary" loading={busy} onClick={() => void share('public')} data-testid="world-share">{t('world.share')}</Button>}
        <Button kind="secondary" onClick={() => setEditing(!editing)} aria-expanded={editing} data-testid="world-edit">{t('world.edit')}</Button>
      </div>
      {notice ? <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`gba-notice gba-notice--${notice.kind}`} data-testid="world-notice">{notice.text}</p> : null}
      {editing ? (
        <form className="wo-form" onSubmit={(e) => { e.preventDefault(); void save(); }} data-testid="world-form">
          <TextInput label={t('world.fields.name')} required maxLength={120} value={w.name} onChange={(name) => setW({ ...w, name })} error={errors.name} data-testid="world-name" />
          <TextArea label={t('world.fields.premise')} required maxLength={1000} value={w.premise} onChange={(premise) => setW({ ...w, premise })} minRows={2} maxRows={6} error={errors.premise} />
          <div className="wizard-row">
            <TextInput label={t('world.fields.tone')} required maxLength={40} value={w.tone} onChange={(tone) => setW({ ...w, tone })} error={errors.tone} list="wo-tones" />
            <datalist id="wo-tones">{['cosy', 'adventurous', 'mysterious', 'funny', 'eerie'].map((tone) => <option key={tone} value={tone}>{t(`world.tones.${tone}`)}</option>)}</datalist>
            <TextInput label={t('world.fields.age')} type="number" required min={4} max={18} value={String(w.audienceAge)} onChange={(age) => setW({ ...w, audienceAge: Number(age) })} error={errors.audienceAge} data-testid="world-age" />
          </div>
          <fieldset className="wo-places">
            <legend>{t('world.fields.places')}</legend>
            {errors.places ? <p className="ui-field-error">{errors.places}</p> : null}
            {w.places.map((p, i) => (
              <div key={i} className="wo-place">
                <TextInput label={t('world.fields.placeName', { n: i + 1 })} required maxLength={80} value={p.name} onChange={(name) => setPlace(i, { name })} error={errors[`places.${i}.name`]} />
                <TextArea label={t('world.fields.placeDescription', { n: i + 1 })} required maxLength={500} value={p.description} onChange={(description) => setPlace(i, { description })} minRows={2} maxRows={4} error={errors[`places.${i}.description`]} />
                {w.places.length > 1 ? <Button kind="secondary" size="small" type="button" onClick={() => setW({ ...w, places: w.places.filter((_, j) => j !== i) })}>{t('world.removePlace', { n: i + 1 })}</Button> : null}
              </div>
            ))}
            {w.places.length < 20 ? <Button kind="secondary" size="small" type="button" onClick={() => setW({ ...w, places: [...w.places, { name: '', description: '' }] })} data-testid="world-add-place">{t('world.addPlace')}</Button> : null}
          </fieldset>
          <TextArea label={t('world.fields.rules')} maxLength={4000} value={w.rules.join('\n')} onChange={(text) => setW({ ...w, rules: text.split('\n') })} minRows={2} maxRows={8} error={errors.rules ?? Object.entries(errors).find(([k]) => k.startsWith('rules.'))?.[1]} />
          <TextArea label={t('world.fields.lore')} maxLength={4000} value={w.lore} onChange={(lore) => setW({ ...w, lore })} minRows={3} maxRows={12} error={errors.lore} />
          <Button type="submit" loading={busy} data-testid="world-save">{t('world.save')}</Button>
        </form>
      ) : null}
    </section>
  );
}
