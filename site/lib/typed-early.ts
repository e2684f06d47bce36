// What a visitor typed into an island's server HTML before its code arrived. A form on a public
// page is server-rendered and usable at once; its code loads when the visitor reaches for it (a
// tap in a field starts the download), so on a slow connection the first words can be typed, or a
// filter chosen, before React takes over. React keeps those words on the page but not in the
// island's state, and its next render shows the state (a select back at "All types").
// `client:intent` (site/lib/client-intent.ts) notes every field the visitor changed just before
// the island hydrates (`typedBeforeCode`) and types them again through the fields' own change
// handlers once it is live (`retype`). A create wizard then applies its loaded values (the form
// kept from before, or the defaults) and would write over them: its frame
// (site/components/create/frame.ts) uses the same two steps again after that, so the newest words
// win and are kept like any others.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TypedField {
  field: Field;
  /** the value typed, or for a checkbox or radio button whether it was ticked */
  value: string | boolean;
}

const CHECKABLE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'file', 'hidden', 'image']);

/** The fields under `root` whose value differs from the one the server rendered. */
export function typedBeforeCode(root: ParentNode): TypedField[] {
  const out: TypedField[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) out.push({ field, value: field.value });
    } else if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
      if (field.checked !== field.defaultChecked) out.push({ field, value: field.checked });
    } else if (!(field instanceof HTMLInputElement && NOT_TYPED.has(field.type))) {
      if (field.value !== field.defaultValue) out.push({ field, value: field.value });
    }
  }
  return out;
}

/** The field still shows the early words: the same tick, or words typed on after them. */
export function stillShown({ field, value }: TypedField): boolean {
  if (typeof value === 'boolean') return (field as HTMLInputElement).checked === value;
  return field instanceof HTMLSelectElement ? field.value === value : field.value.startsWith(value);
}

/** The field shows exactly the early words (nothing typed on since). */
export function showsExactly({ field, value }: TypedField): boolean {
  return (typeof value === 'boolean' ? (field as HTMLInputElement).checked : field.value) === value;
}

/**
 * Types the noted values again, as the browser would: the value set past React's tracking (so
 * React sees a change, even where the field still shows the words but the form's state does not
 * hold them) and the events a person's typing fires. Call it outside React's render and commit.
 */
export function retype(typed: TypedField[]): void {
  for (const { field, value } of typed) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean') {
      // a click, as the visitor's was, from the other state set through the element's own setter
      // (React's tracking notes it): React sees the tick change even where the box already shows
      // it. A radio button cannot be unticked by a click; the one ticked in its place is typed.
      if (!(field instanceof HTMLInputElement) || (!value && field.type === 'radio')) continue;
      field.checked = !value;
      field.click();
      continue;
    }
    // through the element's own setter first (React's tracking notes the empty value), then the
    // native one: React sees the field change to the words, whatever it showed before
    field.value = '';
    const proto = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
