// 'Email: ' for required fields, 'Nickname (optional): ' otherwise (spec §5).
import type { LabelHTMLAttributes } from 'react';
import { useUiTranslation, type Translate } from './translate.ts';
import { cx } from './util.ts';

/** a label that is a question or ends in its own colon ("What is the adventure about?") */
const ENDS_ITSELF = /[?!:؟？！：]\s*$/u;

export function fieldLabelText(label: string, required: boolean, t: Translate): string {
  const text = t(required ? 'ui.labelRequired' : 'ui.labelOptional', { label });
  // no colon after a question: "¿De qué trata la aventura? ", not "…aventura?: "
  return ENDS_ITSELF.test(label) ? text.replace(/\s*[:：]\s*$/u, ' ') : text;
}

export interface FieldLabelProps extends Omit<LabelHTMLAttributes<HTMLLabelElement>, 'children'> {
  label: string;
  required?: boolean | undefined;
  /** keeps the label for assistive technology only */
  hidden?: boolean | undefined;
}

export function FieldLabel({ label, required = false, hidden = false, className, ...rest }: FieldLabelProps) {
  const t = useUiTranslation();
  return (
    <label {...rest} className={cx('ui-label', hidden && 'ui-visually-hidden', className)}>
      {fieldLabelText(label, required, t)}
    </label>
  );
}
