// The owner's line after a reload ("Chapter saved.", "Version 2 restored."): a polite live region
// that is on the page from the start, filled once the island runs (flash.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeFlash, type Flash } from './flash.ts';
import './versions.css';

export function OwnerFlash({ chapterId }: { chapterId: string }) {
  const { t } = useTranslation('books');
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => setFlash(takeFlash(chapterId)), [chapterId]);
  return (
    <p role="status" className={flash ? 'owner-flash' : 'owner-flash owner-flash--empty'} data-testid="owner-flash">
      {flash ? t(flash.key, flash.values ?? {}) : null}
    </p>
  );
}
