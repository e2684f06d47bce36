// The UI kit. Components take their strings from i18next ('common' namespace) and their colours
// from the page theme; ui.css comes in with each component.
export { Button, type ButtonKind, type ButtonProps, type ButtonSize, type LinkButtonProps } from './Button.tsx';
export { TextInput, type TextInputProps, type TextInputType } from './TextInput.tsx';
export {
  TextArea, TEXTAREA_AUTOFOCUS_DELAY, TEXTAREA_MAX_ROWS, TEXTAREA_MIN_ROWS, TEXTAREA_ROW_HEIGHT, textAreaHeight, type TextAreaProps,
} from './TextArea.tsx';
export {
  Select, SELECT_MENU_MAX_HEIGHT, SELECT_MENU_MIN_HEIGHT, SELECT_MIN_HEIGHT, SELECT_PAGE_SIZE, type SelectOption, type SelectProps,
} from './Select.tsx';
export { Form, FieldLabel, fieldLabelText, type FieldLabelProps, type FormProps } from './Form.tsx';
export { useFormField, useFormPending, type FieldEntry } from './form-context.ts';
export {
  describeFormError, HttpError, sendForm, type FormEncoding, type FormFailure, type FormMethod, type FormValues,
} from './form-errors.ts';
export { validateValue, type FieldRules } from './validation.ts';
export { DropOverlay, type DropOverlayProps } from './DropOverlay.tsx';
export { AppToaster, type AppToasterProps } from './Toaster.tsx';
export {
  ADMIN_TOAST_DURATION, notify, toast, TOAST_DURATIONS, TOAST_LIMIT, TOAST_POSITION, TOAST_REMOVE_DELAY, toastDuration,
  toastOptionsFor, type ToasterVariant,
} from './toasts.ts';
