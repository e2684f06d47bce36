// "Edit my page" on the signed-in user's own author page: display name, bio and page address.
// A new address takes the user to it; the old one keeps redirecting there.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from 'i18next';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { notify } from '../ui/toasts.ts';
import { failureMessage, fieldErrors, updateMyPage } from './api.ts';

const SERVER_MESSAGES: Record<string, string> = {
  'is required': 'required',
  'is too long': 'tooLong',
  'is too short': 'tooShort',
  'is taken': 'taken',
  'may use only letters, digits, dots and hyphens': 'format',
  'must start and end with a letter or digit': 'edges',
  'is not valid': 'invalid',
};

export interface ProfileEditorProps {
  lang: string;
  resources: Resource[string];
  name: string;
  bio: string;
  slug: string;
}

export function ProfileEditor(props: ProfileEditorProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <Editor {...props} />
    </I18nIsland>
  );
}

function Editor({ lang, name: initialName, bio: initialBio, slug: initialSlug }: ProfileEditorProps) {
  const { t } = useTranslation('library');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initialName);
  const [bio, setBio] = useState(initialBio);
  const [slug, setSlug] = useState(initialSlug.replace(/^@/, ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // the server's English field messages (api/services/library.ts updateProfile), in the page language
  const fieldMessage = (field: string, message: string) => {
    const key = SERVER_MESSAGES[message];
    const label = t(`profile.${field}`, { defaultValue: field });
    return key ? t(`profile.errors.${key}`, { label }) : `${label} ${message}`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const saved = await updateMyPage({ name, bio, slug });
      notify.success(t('profile.saved'));
      window.location.assign(`/${lang}/${saved.slug}`);
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, fieldMessage(field, message)])));
      notify.error(Object.keys(fields).length ? t('common:errors.formInvalid') : failureMessage(failure, t, 'save.failed'));
      setSaving(false);
    }
  };

  if (!open) {
    return <button type="button" className="button secondary small" onClick={() => setOpen(true)} data-testid="edit-page">{t('author.edit')}</button>;
  }
  return (
    <form className="library-profile-form" onSubmit={submit} aria-labelledby="profile-title" noValidate>
      <h2 id="profile-title">{t('profile.title')}</h2>
      <TextInput label={t('profile.name')} required value={name} onChange={setName} error={errors.name} />
      <TextArea label={t('profile.bio')} value={bio} onChange={setBio} maxLength={500} minRows={2} maxRows={6} error={errors.bio} />
      <TextInput label={t('profile.slug')} required value={slug} onChange={setSlug} prefix="@" error={errors.slug} />
      <p className="library-help">{t('profile.slugHelp')}</p>
      <p className="library-form-actions">
        <button type="submit" className="button primary" disabled={saving}>{t('profile.save')}</button>
        <button type="button" className="button secondary" onClick={() => setOpen(false)} disabled={saving}>{t('profile.cancel')}</button>
      </p>
    </form>
  );
}
