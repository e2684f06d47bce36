// Who can read the book (setTextbookVisibility): private, unlisted or public. Only a finished
// book can be shared; the server says so and the choice goes back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../ui/Select.tsx';
import { notify } from '../ui/toasts.ts';
import { errorMessage, setVisibility, VISIBILITIES, type Visibility } from './api.ts';

export function VisibilityControl({ bookId, value, onChange, publicBlocked = false }: {
  bookId: string; value: Visibility; onChange: (next: Visibility) => void;
  /** an offline draft in production (api/services/textbooks/offline-drafts.ts): public is not offered, and the note says why */
  publicBlocked?: boolean | undefined;
}) {
  const { t } = useTranslation('books');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const options = VISIBILITIES.filter((v) => !(publicBlocked && v === 'public' && value !== 'public')).map((v) => ({ value: v, label: t(`visibility.${v}`) }));

  const choose = async (next: string) => {
    const previous = value;
    setError(undefined);
    setSaving(true);
    onChange(next as Visibility);
    try {
      const { setTextbookVisibility: saved } = await setVisibility(bookId, next as Visibility);
      onChange(saved.visibility);
      notify.success(t('owner.visibilitySaved'));
    } catch (failure) {
      onChange(previous);
      setError(errorMessage(failure, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="owner-visibility" aria-busy={saving || undefined}>
      <Select label={t('owner.visibility')} required options={options} value={value} onChange={(next) => void choose(next)} disabled={saving} error={error} />
      <p className="owner-note" data-testid="visibility-note">{t(`visibilityNote.${value}`)}</p>
      {publicBlocked ? <p className="owner-note" data-testid="offline-draft-visibility">{t('visibilityNote.offlineDraft')}</p> : null}
    </div>
  );
}
