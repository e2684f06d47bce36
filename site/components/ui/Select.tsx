// A select-only combobox (WAI-ARIA APG pattern): a button showing the choice and a popup
// listbox. Focus stays on the button; aria-activedescendant marks the active option. Arrow keys,
// Home/End, PageUp/PageDown (5 options), Enter/Space choose, Escape closes, typing jumps to a
// matching option. A hidden input carries the value in forms (spec §9 sizes).
import {
  useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref,
} from 'react';
import { FieldFrame } from './Field.tsx';
import { useFormField } from './form-context.ts';
import { ChevronIcon } from './icons.tsx';
import { useUiTranslation } from './translate.ts';
import { cx, ids, setRef } from './util.ts';
import type { FieldRules } from './validation.ts';
import './ui.css';

export const SELECT_MENU_MAX_HEIGHT = 300;
/** below this much room under the control the menu opens upwards, if there is more room above */
export const SELECT_MENU_MIN_HEIGHT = 140;
export const SELECT_PAGE_SIZE = 5;
export const SELECT_MIN_HEIGHT = 48;
const TYPE_AHEAD_RESET = 500;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  name?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  /** shown while nothing is chosen; defaults to ui.selectPlaceholder */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  validate?: FieldRules['validate'];
  labelHidden?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

type Placement = 'bottom' | 'top';

function clamp(index: number, count: number): number {
  return Math.min(count - 1, Math.max(0, index));
}

export function Select({
  label, options, name, value, defaultValue, onChange, required = false, error, placeholder, disabled = false,
  validate, labelHidden, id, className, ref,
}: SelectProps) {
  const t = useUiTranslation();
  const base = useId();
  const buttonId = id ?? `${base}-button`;
  const listId = `${base}-list`;
  const errorId = `${base}-error`;
  const optionId = (index: number) => `${base}-option-${index}`;
  const button = useRef<HTMLButtonElement | null>(null);
  const [inner, setInner] = useState(defaultValue ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<Placement>('bottom');
  const typed = useRef({ text: '', at: 0 });
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const selectedIndex = options.findIndex((option) => option.value === current);
  const selected = options[selectedIndex];
  const last = options.length - 1;

  const { error: formError, clearError } = useFormField({
    name: name ?? '',
    label,
    rules: { required, validate },
    value: () => current,
    element: () => button.current,
  });
  const shown = error ?? formError;

  const buttonRef = useCallback((element: HTMLButtonElement | null) => {
    button.current = element;
    setRef(ref, element);
  }, [ref]);

  const show = (index: number) => {
    setActive(options.length === 0 ? -1 : clamp(index, options.length));
    setOpen(true);
  };

  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (!option || option.value === current) return;
    if (!controlled) setInner(option.value);
    clearError();
    onChange?.(option.value);
  };

  // Open downwards unless the room below is under the minimum and there is more room above.
  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const rect = button.current.getBoundingClientRect();
    const below = window.innerHeight - rect.bottom;
    setPlacement(below < SELECT_MENU_MIN_HEIGHT && rect.top > below ? 'top' : 'bottom');
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${base}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, base]);

  /** Finds the next option whose label starts with what was typed in the last half second. */
  const typeAhead = (key: string, from: number): number => {
    const now = Date.now();
    const text = (now - typed.current.at > TYPE_AHEAD_RESET ? '' : typed.current.text) + key.toLowerCase();
    typed.current = { text, at: now };
    const start = text.length === 1 ? from + 1 : from;
    for (let step = 0; step < options.length; step += 1) {
      const index = (start + step + options.length) % options.length;
      if (options[index]?.label.toLowerCase().startsWith(text)) return index;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { key } = event;
    const printable = key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!open) {
      const start = selectedIndex >= 0 ? selectedIndex : 0;
      const target = key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ' ? start
        : key === 'Home' ? 0
          : key === 'End' ? last
            : printable ? typeAhead(key, start - 1) : undefined;
      if (target === undefined) return;
      event.preventDefault();
      show(target < 0 ? start : target);
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: active + 1, ArrowUp: active - 1, PageDown: active + SELECT_PAGE_SIZE, PageUp: active - SELECT_PAGE_SIZE, Home: 0, End: last,
    };
    if (key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      choose(active);
    } else if (key in moves) {
      event.preventDefault();
      if (options.length > 0) setActive(clamp(moves[key] ?? 0, options.length));
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      choose(active);
    } else if (printable) {
      event.preventDefault();
      const found = typeAhead(key, active);
      if (found >= 0) setActive(found);
    }
  };

  return (
    <FieldFrame
      label={label} required={required} labelHidden={labelHidden} controlId={buttonId} errorId={errorId} error={shown}
      className={cx('ui-select', className)}
    >
      <div className="ui-select-anchor">
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          role="combobox"
          className={cx('ui-select-control', shown && 'ui-select-control--invalid')}
          style={{ minHeight: SELECT_MIN_HEIGHT }}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={ids(shown && errorId)}
          onClick={() => (open ? setOpen(false) : show(selectedIndex >= 0 ? selectedIndex : 0))}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        >
          <span className={cx('ui-select-value', !selected && 'ui-select-placeholder')}>
            {selected ? selected.label : (placeholder ?? t('ui.selectPlaceholder'))}
          </span>
          <ChevronIcon />
        </button>
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            className={cx('ui-select-menu', `ui-select-menu--${placement}`)}
            style={{ maxHeight: SELECT_MENU_MAX_HEIGHT }}
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.length === 0 ? <li role="presentation" className="ui-select-empty">{t('ui.noOptions')}</li> : null}
            {options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === selectedIndex}
                className={cx('ui-select-option', index === active && 'ui-select-option--active')}
                onMouseMove={() => (index === active ? undefined : setActive(index))}
                onClick={() => choose(index)}
              >
                {option.label}
              </li>
            ))}
          </ul>
        ) : null}
        {name ? <input type="hidden" name={name} value={current} /> : null}
      </div>
    </FieldFrame>
  );
}
